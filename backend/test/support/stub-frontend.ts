import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const SOURCE = path.join(__dirname, 'stub-frontend-files');

/**
 * Lays the stand-in frontend (support/stub-frontend-files: a page shell, a manifest and a tiny renderer)
 * out as the server expects a build, in a throwaway folder: `dist/` and `dist-server/` side by side.
 * Kept as plain fixtures in the repository, so no build output is committed. Returns FRONTEND_DIST.
 */
export function stubFrontendBuild(): { dist: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ddu-stub-frontend-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.copyFileSync(path.join(SOURCE, 'index.html'), path.join(dist, 'index.html'));
  fs.copyFileSync(path.join(SOURCE, 'manifest.json'), path.join(dist, '.vite', 'manifest.json'));
  fs.copyFileSync(path.join(SOURCE, 'entry-server.cjs'), path.join(root, 'dist-server', 'entry-server.cjs'));
  return { dist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
