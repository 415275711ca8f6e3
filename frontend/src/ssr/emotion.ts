import createCache, { type EmotionCache, type StylisElement } from '@emotion/cache';

/** One emotion cache key on server and browser, so the browser adopts the server's style tags. */
const EMOTION_CACHE_KEY = 'css';

/** The attribute of the server's tag of class styles: the key, then the name of every style in it. */
const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** The properties the browsers the site supports still read only with a `-webkit-` prefix (Safari). */
const WEBKIT_ONLY = /^(?:user-select|hyphens|text-decoration):/;

/**
 * Emotion's default stylis plugin writes every declaration again for browsers of ten years ago
 * (`display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex`, `-ms-` and `-moz-`
 * copies): a fifth of the CSS every page carries in its <head>, parsed and cascaded on every load.
 * This one adds only the `-webkit-` copies Safari still needs.
 */
export function safariPrefixes(element: StylisElement): void {
  // A declaration's `value` is the whole `property:value;`.
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.test(element.value))
    element.return = `-webkit-${element.value}${element.value}`;
}

/**
 * The browser's cache: the server's key, its own styles inserted at the start of <head>, and every
 * style the server named taken as already there (styleTags below).
 *
 * Emotion's own way to adopt server styles (tags marked `data-emotion`) moves each tag within <head>,
 * once for React's default cache and once for this one, and the browser parses the moved CSS again
 * each time: on a phone, 20 ms of the app script's first task. The server's class styles
 * carry their names in an attribute emotion does not look for; they are read here, and the tag stays
 * where the server put it. (Global styles keep emotion's way: each is small and adopted by its own
 * <Global>.)
 */
export function createStyleCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_CACHE_KEY, prepend: true, stylisPlugins: [safariPrefixes] });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
      const [key, ...names] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
      if (key === cache.key) for (const name of names) cache.inserted[name] = true;
    }
  }
  return cache;
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
 * The <style> tags for a server render of `html`: global styles first (a tag each, as emotion's <Global>
 * adopts them one by one), then one tag with the class styles, in the order they were computed.
 *
 * That tag names every class style the render computed, and holds the CSS of those the HTML uses.
 * `@emotion/server`'s critical extraction named only those: but a styled component that wraps another
 * (MUI's AppBar around Paper, Button around ButtonBase) computes a class of its own, which the inner one
 * merges into the class the element carries. Unnamed, the browser compiled and inserted every one of
 * them while hydrating (161 rules on /dive-sites, the biggest part of hydration's longest task on a
 * phone); named, it takes them as there. Their CSS is left out: no element carries them, and
 * sent, their 20 KB cost the directory's first paint 150 ms in Lighthouse's model. A browser test checks
 * that every class an element carries has its rules on the page.
 */
export function styleTags(cache: EmotionCache, html: string): string {
  const used = new Set(Array.from(html.matchAll(new RegExp(`${cache.key}-([\\w-]+)`, 'g')), (match) => match[1]));
  let tags = '';
  const ids: string[] = [];
  let css = '';
  for (const [id, style] of Object.entries(cache.inserted)) {
    // `true` marks a style adopted from the page rather than computed (only in a browser).
    if (typeof style !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // `data-s` tells emotion the tag is where it belongs (in <head>, outside the app): not moved first.
      tags += `<style data-s="" data-emotion="${cache.key}-global ${id}">${inStyleElement(style)}</style>`;
    } else {
      ids.push(id);
      if (used.has(id)) css += style;
    }
  }
  return `${tags}<style ${SERVER_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}">${inStyleElement(css)}</style>`;
}
