import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { renderMarkup } from './render-markup';

export interface MarkupContentProps {
  /** Light-markup body of an article or review. */
  content: string;
  /** "* " lines become bullet lists (blog); reviews pass false. */
  bullets?: boolean;
  /** Seller address → counted /go/ link: body links to a product's seller go through the site. */
  affiliateLinks?: ReadonlyMap<string, string>;
  sx?: SxProps<Theme>;
}

/**
 * An article or review body. The HTML comes only from renderMarkup, which rebuilds author HTML
 * from a whitelist without any DOM, so the server and the browser render the same string and
 * dangerouslySetInnerHTML never sees author markup as written.
 */
export function MarkupContent({ content, bullets = true, affiliateLinks, sx }: MarkupContentProps) {
  const html = useMemo(() => renderMarkup(content, { bullets, affiliateLinks }), [content, bullets, affiliateLinks]);
  return (
    <Box
      className="markup-content"
      data-testid="markup-content"
      dangerouslySetInnerHTML={{ __html: html }}
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
