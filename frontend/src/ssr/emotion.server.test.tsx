// @vitest-environment node
import { CacheProvider, Global } from '@emotion/react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServerStyleCache, styleTags } from './emotion';

function render(element: React.ReactElement) {
  const cache = createServerStyleCache();
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const tags = styleTags(cache, html);
  const sent = /data-server-styles="css ([^"]*)"/.exec(tags)?.[1]?.split(' ') ?? [];
  return { html, tags, sent };
}

describe(styleTags.name, () => {
  it('names every class style the render computed, and sends the CSS of those the HTML uses', () => {
    const { html, tags, sent } = render(
      <AppBar position="static">
        <Button>Dive sites</Button>
      </AppBar>,
    );
    const inHtml = [...html.matchAll(/css-([\w-]+)/g)].map((match) => match[1]!);
    expect(inHtml.length).toBeGreaterThan(0);
    for (const name of inHtml) {
      expect(sent).toContain(name);
      expect(tags).toContain(`.css-${name}{`);
    }
    // AppBar's and Button's own classes (merged by Paper and ButtonBase into the classes the elements
    // carry) are named, so the browser does not compile them, but their CSS is not sent.
    const wrappers = sent.filter((name) => !inHtml.includes(name));
    expect(wrappers.length).toBeGreaterThanOrEqual(2);
    for (const name of wrappers) expect(tags).not.toContain(`.css-${name}`);
  });

  it('cannot be ended early by CSS that holds "</style"', () => {
    const { tags } = render(<Box sx={{ backgroundImage: 'url("/x.png?</style><script>alert(1)</script>")' }} />);
    expect(tags).toContain('<\\/style><script>');
    expect(tags).not.toContain('</style><script>');
    expect(tags.match(/<\/style>/g)).toHaveLength(1);
  });

  // emotion.ts relies on Emotion's internals here: with `compat` set, a server render keeps each style's
  // CSS text in `inserted`, and `registered` names the class styles (a global style is not registered).
  it("reads Emotion's cache as emotion.ts expects: CSS text in inserted, class styles in registered", () => {
    const cache = createServerStyleCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Box sx={{ padding: '7px' }} />
      </CacheProvider>,
    );
    const name = /css-([\w-]+)/.exec(html)![1]!;
    expect(cache.inserted[name]).toEqual(expect.stringContaining('padding:7px'));
    expect(cache.registered[`css-${name}`]).toEqual(expect.any(String));
    const globals = Object.keys(cache.inserted).filter((id) => cache.registered[`css-${id}`] === undefined);
    expect(globals).toHaveLength(1);
    expect(cache.inserted[globals[0]!]).toEqual(expect.stringContaining('margin:0'));
  });

  it('writes modern CSS, with only the -webkit- copies Safari still needs', () => {
    const { tags } = render(
      <Box sx={{ display: 'flex', alignItems: 'center', transition: 'opacity 1s', userSelect: 'none', hyphens: 'auto' }} />,
    );
    expect(tags).toContain(
      'display:flex;align-items:center;transition:opacity 1s;-webkit-user-select:none;user-select:none;-webkit-hyphens:auto;hyphens:auto;',
    );
    expect(tags).not.toMatch(/-ms-|-moz-|-webkit-(?:box|flex|align|transition)/);
  });
});
