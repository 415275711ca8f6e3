/**
 * The contract between the server and the page bundle it loads: frontend/src/entry-server.tsx builds
 * frontend/dist-server/entry-server.cjs to this shape, and the backend (pages/render/page-renderer.ts
 * on the main thread, pages/render/render-worker.ts in the render thread) loads it by this shape. One
 * type, so a change on either side fails the other's type check instead of a render at run time.
 */

/** How the page's API calls reach the API while it renders (the server answers them in-process). */
export type RenderTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerRenderOptions {
  /** Absolute public address of the site (PUBLIC_URL), without a trailing slash. */
  origin: string;
  transport: RenderTransport;
}

/** One rendered page, as the bundle answers it (and as it crosses from the render thread). */
export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, meta, canonical and the page's critical CSS. */
  head: string;
  /** The app's HTML for inside #root. */
  html: string;
  /** JSON of the PageState for the browser. */
  state: string;
  /** Source modules of the rendered pages, keys of Vite's manifest (their chunks are preloaded). */
  pages: string[];
  /** Set when the router asked for a redirect instead of a page. */
  redirect?: { status: number; location: string };
}

/** The exports of the server bundle. */
export interface ServerBundle {
  /** Once, before the first render. */
  configureServerRendering(options: ServerRenderOptions): void;
  /** Renders one public URL (path and query, e.g. "/blog/some-post"). */
  renderPage(url: string): Promise<RenderedPage>;
  /** The admin area: answered with the client-only shell, never rendered. */
  isClientOnlyPath(pathname: string): boolean;
}
