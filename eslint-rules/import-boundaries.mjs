// The repository's import boundaries as one ESLint rule (no plugin to install; paths resolved here):
// - workspaces: frontend/ and backend/ never import each other; what both use lives in shared/ and is
//   imported as the package `@ddu/shared/...` (never by its path). shared/ imports neither side.
// - frontend: a feature folder (src/features/<name>) imports no other feature; what two features need
//   lives in components/, lib/ or test/ (shared -> features -> app). Shared code imports no feature.
// - backend: a module (src/<name>) reaches another module only through its public files: the role
//   files Nest wires together (module, service, entity, dto, mapper, decorator, guard, interceptor)
//   and the few files a module lists below. auth/, common/, config/, database/ and openapi/ are
//   infrastructure every module may use; the composition roots (app/, bin/, app.module, app.factory,
//   main) may import anything. Infrastructure imports no domain module, so the layers never loop:
//   what needs every module (the entity list, the seed, the start-up) lives in app/ or seed/.
//   (scripts/backend-cycles.mjs checks the whole folder graph for cycles as well.)
import path from 'node:path';

const BACKEND_ROOTS = new Set(['app.module.ts', 'app.factory.ts', 'main.ts', 'bin', 'app']);
const INFRASTRUCTURE = new Set(['auth', 'common', 'config', 'database', 'openapi']);
const PUBLIC_ROLE = /\.(module|service|entity|dto|mapper|decorator|guard|interceptor)$/;
/** Files a module offers besides its role files, by module. */
const PUBLIC_FILES = {
  media: ['media-alt-text'],
  // The base class of the articles' and reviews' repositories (each module provides its own subclass), and its fake for their unit tests.
  publishing: ['publishable.repository', 'publishable.repository.fake'],
  // The newsletter links the seeded guide article; the dive-site search test ranks the seeded sites; the
  // tide test checks each seeded Heads slack offset counts from the station the window uses.
  seed: ['content/first-dive-trip-guide', 'dive-site-csv', 'content/heads-slack'],
};

const WORKSPACES = ['frontend', 'backend', 'shared'];
/** Package names of the two sides (frontend/package.json, backend/package.json). */
const SIDE_PACKAGE = /^@ddu\/(frontend|backend)(?:\/|$)/;

/** The `frontend/src`, `backend/src` or `shared/src` folder a file is in (the fixtures of the rule's test have their own), or null. */
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
  if (INFRASTRUCTURE.has(fromModule)) {
    return `${fromModule}/ is infrastructure and must not import the ${toModule}/ module: hand it what it needs (as dataSourceOptions takes the entities) or move the code up to app/`;
  }
  const inner = to
    .slice(1)
    .join('/')
    .replace(/\.tsx?$/, '');
  if (PUBLIC_ROLE.test(inner) || PUBLIC_FILES[toModule]?.includes(inner)) return null;
  return `${fromModule}/ must not reach into ${toModule}/${inner}: use that module's public files (module, service, entity, dto, mapper, decorator, guard, interceptor)`;
}

/**
 * An import that crosses workspaces: `side` is the importing file's workspace, `workspaces` the folder
 * holding frontend/, backend/ and shared/, `target` the resolved path of a relative or `@/` import.
 */
function workspaceProblem(side, workspaces, source, target) {
  const sidePackage = source.match(SIDE_PACKAGE)?.[1];
  const to = sidePackage ?? (target ? segmentsUnder(workspaces, target)?.[0] : undefined);
  if (!to || to === side || !WORKSPACES.includes(to)) return null;
  if (side === 'shared') return `shared/ must not import ${to}/: both sides depend on the shared package, never the reverse`;
  if (to === 'shared') return `import the shared package as @ddu/shared/..., not by its path (${source})`;
  return `${side}/ must not import ${to}/: what both sides use lives in shared/, imported as @ddu/shared/...`;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Frontend and backend import each other never and shared/ only as @ddu/shared; features import no other feature; backend modules reach each other through their public files',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const fromDir = path.dirname(file);
    const side = WORKSPACES.find((name) => sourceRoot(file, name));
    if (!side) return {};
    const src = sourceRoot(file, side);
    const workspaces = path.dirname(path.dirname(src));
    const frontendSrc = side === 'frontend' ? src : null;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(source.value, fromDir, frontendSrc);
      let problem = workspaceProblem(side, workspaces, source.value, target);
      if (!problem && target && side === 'frontend') problem = frontendProblem(src, file, target);
      if (!problem && target && side === 'backend') problem = backendProblem(src, file, target);
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
