import createCache, { type EmotionCache } from '@emotion/cache';

/** One emotion cache key on server and browser, so the browser adopts the server's style tags. */
export const EMOTION_CACHE_KEY = 'css';

/** The browser's cache: the server's key, its styles inserted at the start of <head>. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, prepend: true });
}

/**
 * A server render's cache: as the browser's, and keeping each computed style's CSS (emotion's
 * "compat" mode, as `@emotion/server` sets it) for styleTags() to send.
 */
export function createServerStyleCache(): EmotionCache {
  const cache = createStyleCache();
  cache.compat = true;
  return cache;
}

/** CSS text is placed inside <style>: a `</style` in it (a URL in an `sx`, say) must not end the element. */
const inStyleElement = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The <style> tags for a server render: every style the render computed, each named in its tag's
 * `data-emotion` list, global styles first (a tag each, as emotion flushes them one by one), then the
 * rest in the order they were computed.
 *
 * `@emotion/server`'s critical extraction keeps only the class names found in the HTML. But a styled
 * component that wraps another (MUI's AppBar around Paper, Button around ButtonBase) computes a class
 * of its own that the inner one merges into the class the element carries: never in the HTML, so never
 * sent, and the browser, finding it missing, compiled and inserted every one of them while hydrating
 * (161 rules on /dive-sites, the biggest part of hydration's longest task on a phone, issue 23). Sent
 * and named, they are adopted like the rest; nothing is computed twice.
 */
export function styleTags(cache: EmotionCache): string {
  let tags = '';
  const ids: string[] = [];
  let css = '';
  for (const [id, style] of Object.entries(cache.inserted)) {
    // `true` marks a style adopted from the page rather than computed (only in a browser).
    if (typeof style !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      tags += `<style data-emotion="${cache.key}-global ${id}">${inStyleElement(style)}</style>`;
    } else {
      ids.push(id);
      css += style;
    }
  }
  return `${tags}<style data-emotion="${cache.key} ${ids.join(' ')}">${inStyleElement(css)}</style>`;
}
