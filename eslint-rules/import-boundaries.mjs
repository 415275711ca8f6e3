// The repository's import boundaries as one ESLint rule (no plugin to install; paths resolved here):
// - frontend: a feature folder (src/features/<name>) imports no other feature; what two features need
//   lives in components/, lib/ or test/ (shared -> features -> app). Shared code imports no feature.
// - backend: a module (src/<name>) reaches another module only through its public files: the role
//   files Nest wires together (module, service, entity, dto, mapper, decorator, guard, interceptor),
//   its shared/ folder, and the few files a module lists below. common/, config/, database/ and
//   openapi/ are infrastructure every module may use; the composition roots may import anything.
import path from 'node:path';

const BACKEND_ROOTS = new Set(['app.module.ts', 'app.factory.ts', 'main.ts', 'bin']);
const INFRASTRUCTURE = new Set(['common', 'config', 'database', 'openapi']);
const PUBLIC_ROLE = /\.(module|service|entity|dto|mapper|decorator|guard|interceptor)$/;
/** Files a module offers besides its role files, by module. */
const PUBLIC_FILES = {
  'dive-sites': ['dive-site-derivation'],
  media: ['media-alt-text'],
  // The base class of the articles' and reviews' repositories (each module provides its own subclass), and its fake for their unit tests.
  publishing: ['publishable.repository', 'publishable.repository.fake'],
};

/** The `frontend/src` or `backend/src` folder a file is in (the fixtures of the rule's test have their own), or null. */
function sourceRoot(file, side) {
  const marker = `${path.sep}${side}${path.sep}src${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at === -1 ? null : file.slice(0, at + marker.length - 1);
}

/** The frontend's `@/` alias (tsconfig.app.json, vite.config.ts) points at frontend/src. */
function resolveImport(source, fromDir, frontendSrc) {
  if (frontendSrc && source.startsWith('@/')) return path.join(frontendSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(fromDir, source);
  return null;
}

/** ['features', 'blog', 'x.tsx'] for frontend/src/features/blog/x.tsx; null outside `base`. */
function segmentsUnder(base, file) {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

function frontendProblem(root, file, target) {
  const from = segmentsUnder(root, file);
  const to = segmentsUnder(root, target);
  if (!from || !to || to[0] !== 'features' || to.length < 2) return null;
  if (from[0] === 'features') {
    return from[1] === to[1] ? null : `features/${from[1]} must not import features/${to[1]}: share it through components/, lib/ or test/`;
  }
  if (['components', 'lib', 'config', 'test'].includes(from[0])) {
    return `${from[0]}/ is shared code and must not import features/${to[1]}`;
  }
  return null;
}

function backendProblem(root, file, target) {
  const from = segmentsUnder(root, file);
  const to = segmentsUnder(root, target);
  if (!from || !to || to.length < 2) return null;
  const [fromModule] = from;
  const [toModule] = to;
  if (fromModule === toModule || BACKEND_ROOTS.has(fromModule) || INFRASTRUCTURE.has(toModule)) return null;
  const inner = to
    .slice(1)
    .join('/')
    .replace(/\.tsx?$/, '');
  if (PUBLIC_ROLE.test(inner) || to.includes('shared') || PUBLIC_FILES[toModule]?.includes(inner)) return null;
  return `${fromModule}/ must not reach into ${toModule}/${inner}: use that module's public files (module, service, entity, dto, mapper, decorator, guard, interceptor, shared/)`;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Frontend features import no other feature; backend modules reach each other through their public files' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromDir = path.dirname(file);
    const frontendSrc = sourceRoot(file, 'frontend');
    const backendSrc = frontendSrc ? null : sourceRoot(file, 'backend');
    if (!frontendSrc && !backendSrc) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, fromDir, frontendSrc);
      if (!target) return;
      const problem = frontendSrc ? frontendProblem(frontendSrc, file, target) : backendProblem(backendSrc, file, target);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
