import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useReducer, useState } from 'react';
import type { RenderMarkupOptions } from '@ddu/shared/markup/render-markup';

type MarkupRenderer = (content: string, options?: RenderMarkupOptions) => string;

let renderer: MarkupRenderer | null = null;
let rendererLoad: Promise<MarkupRenderer> | null = null;

/** Gives the renderer up front where nothing should load lazily: the server bundle (entry-server). */
export function setMarkupRenderer(markupRenderer: MarkupRenderer): void {
  renderer = markupRenderer;
}

/** Loads the renderer (its own chunk) once; the bodies waiting for it render when it arrives. */
export function loadMarkupRenderer(): Promise<MarkupRenderer> {
  rendererLoad ??= import('@ddu/shared/markup/render-markup').then(({ renderMarkup }) => (renderer = renderMarkup));
  return rendererLoad;
}

/** The body's HTML as the server sent it, while the browser hydrates the server's page; null otherwise. */
function serverHtml(elementId: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(elementId)?.innerHTML ?? null;
}

export interface MarkupContentProps {
  /** Light-markup body of an article or review. */
  content: string;
  /** "* " lines become bullet lists (default: blog articles and reviews alike, see renderMarkup). */
  bullets?: boolean;
  /** Seller address → counted /go/ link: body links to a product's seller go through the site. */
  affiliateLinks?: ReadonlyMap<string, string>;
  sx?: SxProps<Theme>;
}

/**
 * An article or review body. The HTML comes only from renderMarkup, which rebuilds author HTML
 * from a whitelist without any DOM, so the server and the browser render the same string and
 * dangerouslySetInnerHTML never sees author markup as written.
 *
 * A server-rendered page already holds that HTML, so the browser hydrates the body as it is and
 * loads the renderer (11 KB) only when it has a body to render itself: after a client-side
 * navigation, or on a page the server did not render. The page's first-load JS stays smaller.
 */
export function MarkupContent({ content, bullets = true, affiliateLinks, sx }: MarkupContentProps) {
  const elementId = `markup-${useId()}`;
  // What the body's HTML depends on, by value (a page may build a new links map on every render).
  const source = `${bullets ? 1 : 0}\u0000${content}\u0000${affiliateLinks ? [...affiliateLinks].join('\u0000') : ''}`;
  // Read once, on the first render: the server's HTML for the body the server rendered.
  const [hydrated] = useState(() => (renderer ? null : { source, html: serverHtml(elementId) }));
  const [, rendererArrived] = useReducer((count: number) => count + 1, 0);
  const render = renderer;
  const rendered = useMemo(
    () => render?.(content, { bullets, affiliateLinks }) ?? null,
    // `source` stands for content, bullets and the links' entries (by value, not the map's identity).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate: see the line above
    [render, source],
  );
  const fromServer = hydrated?.source === source ? hydrated.html : null;
  const html = rendered ?? fromServer;

  useEffect(() => {
    if (html !== null) return undefined;
    let live = true;
    void loadMarkupRenderer().then(() => {
      if (live) rendererArrived();
    });
    return () => {
      live = false;
    };
  }, [html]);

  return (
    <Box
      id={elementId}
      className="markup-content"
      data-testid="markup-content"
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      sx={[
        (theme) => ({
          color: 'text.primary',
          fontSize: { xs: '1rem', md: '1.0625rem' },
          lineHeight: 1.75,
          overflowWrap: 'anywhere',
          '& h2': { ...theme.typography.h5, mt: 4, mb: 1.5, color: 'primary.main' },
          '& h3': { ...theme.typography.h6, mt: 3, mb: 1, color: 'primary.main' },
          '& p': { my: 2 },
          // Blank lines arrive as <br> between blocks (spec); the blocks' own margins already space
          // them, and the extra empty line left big holes under every heading.
          '& > br': { display: 'none' },
          '& ul, & ol': { pl: 3, my: 1.5 },
          '& li': { mb: 0.75 },
          '& a': { color: 'secondary.dark', fontWeight: 600, textUnderlineOffset: '3px' },
          '& a:hover': { color: 'secondary.main' },
          '& strong': { fontWeight: 700 },
          '& blockquote': { borderLeft: '4px solid', borderColor: 'secondary.light', pl: 2, ml: 0, color: 'text.secondary' },
          '& img': { maxWidth: '100%' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
