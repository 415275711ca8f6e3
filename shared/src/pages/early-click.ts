/**
 * A tap on a button before the page's scripts have run (they are asked for after the page has
 * loaded; on a slow phone a second or two later) would be lost: React is not listening yet. The
 * buttons a visitor reaches for first carry `data-early-click="<name>"`; the boot loader
 * (backend/src/pages/render/boot-loader.ts) notes the name of the one tapped on <html>, and starts
 * the scripts at once; once the page is alive the browser taps it again
 * (frontend/src/ssr/keep-early-click.ts). From the moment React listens (<html data-live>), React
 * itself replays taps on parts it has not hydrated yet, and the boot loader stops noting them.
 */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
export const LIVE_ATTRIBUTE = 'data-live';
