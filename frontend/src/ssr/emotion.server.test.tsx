// @vitest-environment node
import { CacheProvider } from '@emotion/react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServerStyleCache, styleTags } from './emotion';

function render(element: React.ReactElement) {
  const cache = createServerStyleCache();
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const tags = styleTags(cache);
  const sent = /data-server-styles="css ([^"]*)"/.exec(tags)?.[1]?.split(' ') ?? [];
  return { html, tags, sent, cache };
}

describe(styleTags.name, () => {
  it('names and sends every class style the render computed, also those of wrapping components that no element carries', () => {
    const { html, tags, sent, cache } = render(
      <AppBar position="static">
        <Button>Dive sites</Button>
      </AppBar>,
    );
    const inHtml = [...html.matchAll(/css-([\w-]+)/g)].map((match) => match[1]);
    expect(inHtml.length).toBeGreaterThan(0);
    for (const name of inHtml) expect(sent).toContain(name);
    // AppBar's own class (merged by Paper into the class the element carries) is sent too.
    const notInHtml = sent.filter((name) => !inHtml.includes(name));
    expect(notInHtml.length).toBeGreaterThan(0);
    for (const name of notInHtml) expect(tags).toContain(`.css-${name}{`);
    expect(Object.keys(cache.inserted).filter((name) => typeof cache.inserted[name] === 'string')).toEqual(expect.arrayContaining(sent));
  });

  it('cannot be ended early by CSS that holds "</style"', () => {
    const { tags } = render(<Box sx={{ backgroundImage: 'url("/x.png?</style><script>alert(1)</script>")' }} />);
    expect(tags).toContain('<\\/style><script>');
    expect(tags).not.toContain('</style><script>');
    expect(tags.match(/<\/style>/g)).toHaveLength(1);
  });
});
