// The backend's top-level folders form no import cycle: every relative import of backend/src (tests
// beside the code, *.spec.ts, left out: they may reach anywhere) becomes an edge between the top-level
// folders (or root files) of its two ends, and any strongly connected group of two or more is a cycle.
// Run by `npm run lint`; scripts/lint-rules.test.mjs plants cycles for it to find.
// Usage: node scripts/backend-cycles.mjs [backend/src]   (exit 1 and the cycles with one import each)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** '../x/y' from a/b.ts -> the folder (or root file, without extension) it lands in, null outside src. */
function topLevel(src, file) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : first.replace(/\.(tsx?|js)$/, '');
}

/** Map of 'from -> to' to the first import that makes it, for the folders of `src`. */
export function folderEdges(src) {
  const edges = new Map();
  const files = fs.readdirSync(src, { recursive: true }).filter((f) => /\.tsx?$/.test(f) && !/\.(spec|d)\.tsx?$/.test(f));
  for (const file of files) {
    const absolute = path.join(src, file);
    const from = topLevel(src, absolute);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(absolute, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = topLevel(src, path.resolve(path.dirname(absolute), fileName));
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, `${file.split(path.sep).join('/')} imports '${fileName}'`);
    }
  }
  return edges;
}

/** Groups of folders that import each other round a loop (Tarjan's strongly connected components). */
export function folderCycles(src) {
  const edges = folderEdges(src);
  const next = new Map();
  for (const key of edges.keys()) {
    const [from, to] = key.split(' -> ');
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => ({
    folders: group,
    imports: [...edges].filter(([key]) => group.includes(key.split(' -> ')[0]) && group.includes(key.split(' -> ')[1])),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'backend', 'src'));
  const cycles = folderCycles(src);
  for (const { folders, imports } of cycles) {
    console.error(`Import cycle between backend folders ${folders.join(', ')}:`);
    for (const [key, example] of imports) console.error(`  ${key}  (${example})`);
  }
  if (cycles.length) process.exit(1);
  console.log(`backend-cycles: the top-level folders of ${path.relative(process.cwd(), src) || '.'} form no import cycle`);
}
