/**
 * Guards emotion.ts against an Emotion upgrade: it writes `cache.inserted` (the browser takes the
 * server's styles as there) and reads `inserted`, `registered` and `compat` on the server. These
 * fields are Emotion's internals (the server side is guarded in emotion.server.test.tsx), not its documented API; the tests fail when Emotion stops honouring
 * them, which would otherwise only show as slower hydration (every style compiled again) or missing CSS.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache } from './emotion';

const STYLED = <Box sx={{ color: 'rgb(1, 2, 3)', padding: '7px' }}>Yongala</Box>;

/** The emotion class name (without the key) this element gets, and its CSS, from a render with a fresh cache. */
function classOfStyled(): { name: string; css: string } {
  const cache = createCache({ key: 'css' });
  const { container, unmount } = render(<CacheProvider value={cache}>{STYLED}</CacheProvider>);
  const name = /css-([\w-]+)/.exec(container.innerHTML)![1]!;
  const css = [...document.head.querySelectorAll('style[data-emotion]')].map((tag) => tag.textContent).join('');
  unmount();
  return { name, css };
}

const emotionTags = () => [...document.head.querySelectorAll('style[data-emotion]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('Emotion cache fields emotion.ts relies on', () => {
  it('a style marked in cache.inserted is not inserted again (the browser takes the server’s CSS as there)', () => {
    const { name, css } = classOfStyled();
    expect(css).toContain(`.css-${name}{`);
    document.head.innerHTML = `<style data-server-styles="css ${name}">.css-${name}{color:rgb(1, 2, 3);padding:7px;}</style>`;

    const cache = createStyleCache();
    expect(cache.inserted[name]).toBe(true);
    const { container } = render(<CacheProvider value={cache}>{STYLED}</CacheProvider>);

    expect(container.innerHTML).toContain(`css-${name}`);
    expect(emotionTags().filter((tag) => tag.textContent?.includes(`.css-${name}`))).toEqual([]);
  });

  it('without the mark, the same style is inserted: the test above can fail', () => {
    const { name } = classOfStyled();
    document.head.innerHTML = '';
    const { container } = render(<CacheProvider value={createStyleCache()}>{STYLED}</CacheProvider>);
    expect(container.innerHTML).toContain(`css-${name}`);
    expect(emotionTags().some((tag) => tag.textContent?.includes(`.css-${name}`))).toBe(true);
  });
});
