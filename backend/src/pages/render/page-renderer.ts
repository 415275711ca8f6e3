import * as fs from 'node:fs';
import * as path from 'node:path';
import type { RenderTransport, ServerBundle } from '@ddu/shared/pages/render-contract';
import { RenderThread } from './render-thread';
import { pageChunkFiles, type ViteManifest } from './vite-manifest';

export interface RenderedDocumentParts {
  status: number;
  head: string;
  body: string;
  state: string;
  preload: string[];
  redirect?: { status: number; location: string };
}

/**
 * The frontend's build as the server uses it: the HTML template, Vite's manifest and the server
 * bundle, read once at start-up.
 */
export class PageRenderer {
  private constructor(
    readonly template: string,
    private readonly manifest: ViteManifest,
    private readonly bundle: ServerBundle,
    /** Null: pages render on the main thread (tests from sources, or PAGE_RENDER_THREAD=false). */
    private readonly thread: RenderThread | null,
  ) {}

  /** Null when the frontend has not been built (API-only runs, backend tests). */
  static load(frontendDist: string, origin: string, transport: RenderTransport, useThread = true): PageRenderer | null {
    const templateFile = path.join(frontendDist, 'index.html');
    const manifestFile = path.join(frontendDist, '.vite', 'manifest.json');
    const bundleFile = path.resolve(frontendDist, '..', 'dist-server', 'entry-server.cjs');
    if (![templateFile, manifestFile, bundleFile].every((file) => fs.existsSync(file))) return null;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle found at run time, loaded synchronously
    const bundle = require(bundleFile) as ServerBundle;
    bundle.configureServerRendering({ origin, transport });
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const thread = useThread && RenderThread.available() ? RenderThread.start(bundleFile, origin, transport) : null;
    return new PageRenderer(fs.readFileSync(templateFile, 'utf8'), manifest, bundle, thread);
  }

  close(): Promise<void> {
    return this.thread?.close() ?? Promise.resolve();
  }

  isClientOnly(pathname: string): boolean {
    return this.bundle.isClientOnlyPath(pathname);
  }

  async render(url: string): Promise<RenderedDocumentParts> {
    const page = this.thread ? await this.thread.render(url) : await this.bundle.renderPage(url);
    return {
      status: page.status,
      head: page.head,
      body: page.html,
      state: page.state,
      preload: pageChunkFiles(this.manifest, page.pages).map((file) => `/${file}`),
      redirect: page.redirect,
    };
  }
}
