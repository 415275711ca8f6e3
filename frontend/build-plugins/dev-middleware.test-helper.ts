import { join } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';

type Handler = (
  req: { url?: string },
  res: { setHeader: (name: string, value: string) => void; end: (body: Buffer) => void },
  next: () => void,
) => void;

/**
 * Asks a plugin's development-server middleware for `url`, as Vite's server would, with this
 * project's root and public folder: the answer's type and body, or `next` when it passed the request on.
 */
export function askDevServer(plugin: Plugin, url: string): Promise<{ type?: string; body?: Buffer; next: boolean }> {
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root: join(__dirname, '..'),
    publicDir: join(__dirname, '../public'),
  } as ResolvedConfig);
  let handler: Handler | undefined;
  (plugin.configureServer as (server: ViteDevServer) => void)({
    middlewares: { use: (fn: Handler) => (handler = fn) },
  } as unknown as ViteDevServer);
  return new Promise((resolve) => {
    let type: string | undefined;
    handler!({ url }, { setHeader: (_name, value) => (type = value), end: (body) => resolve({ type, body, next: false }) }, () =>
      resolve({ next: true }),
    );
  });
}
