import { styled } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { memo, type ReactNode } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import type { CardOutlook } from './dive-site-card';
import { DiveSiteRow, type RowSite } from './dive-site-row';

/** The id the results list answers to: closing the phone's filter sheet brings it into view. */
export const RESULTS_ID = 'dive-site-results';

/** Scrolls the results to the top of the screen, below the sticky header (their scroll margin). */
export function showResults(): void {
  document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
}

/** The one style sheet of every row (see DiveSiteRow): one styled element for the whole list. */
const RowList = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '& > li + li': { borderTop: `1px solid ${theme.palette.divider}` },
  '& .row': {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: theme.spacing(1.5),
    rowGap: theme.spacing(0.25),
    alignItems: 'center',
    padding: theme.spacing(1, 1.5),
    '&:hover': { backgroundColor: theme.palette.action.hover },
  },
  '& .name': {
    ...theme.typography.subtitle1,
    fontWeight: 700,
    lineHeight: 1.3,
    margin: 0,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
  },
  '& a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  // Links 24 px tall at least, the least a finger's target should be (WCAG 2.2 target size): the
  // name's link is a block that keeps the ellipsis, the region's a flex item of the facts.
  '& .site-link': { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: '24px' },
  '& .region': { lineHeight: '24px' },
  // The name's link covers the row, so a tap anywhere on it opens the site.
  '& .site-link::after': { content: '""', position: 'absolute', inset: 0 },
  // Above the row's own link, so they take their own taps.
  '& .region, & .video': { position: 'relative', zIndex: 1 },
  '& .featured': { marginLeft: theme.spacing(0.5), color: theme.palette.warning.dark, flexShrink: 0 },
  '& .featured svg': { fontSize: '1rem', verticalAlign: 'text-bottom' },
  '& .visually-hidden': visuallyHidden,
  '& .aside': { justifySelf: 'end', display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .distance': { ...theme.typography.body2, fontWeight: 600, color: theme.palette.secondary.dark, whiteSpace: 'nowrap' },
  '& .outlook': {
    padding: theme.spacing(0, 0.75),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
    fontSize: '0.75rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  '& .outlook.calm': {
    backgroundColor: theme.palette.success.main,
    borderColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '& .video': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.25),
    padding: theme.spacing(0, 0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    color: theme.palette.secondary.dark,
    cursor: 'pointer',
  },
  '& .video svg': { fontSize: '1rem' },
  '& .facts': {
    ...theme.typography.body2,
    gridColumn: '1 / -1',
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(2),
    color: theme.palette.text.secondary,
    minWidth: 0,
    // The left edge clips the dot of a fact that wrapped to the start of a line ("· to 18 m"); the
    // other edges leave room for a focused link's outline. A clip makes the facts a layer above the
    // row's link: taps pass through them to it, except on the region's own link.
    clipPath: 'inset(-4px -4px -4px 0)',
    pointerEvents: 'none',
    '& a': { pointerEvents: 'auto' },
  },
  // A dot filling the gap before each fact, drawn by the style sheet so screen readers do not read it.
  '& .facts > * + *::before': {
    content: '"·"',
    display: 'inline-block',
    width: theme.spacing(2),
    marginLeft: theme.spacing(-2),
    textAlign: 'center',
    color: theme.palette.text.disabled,
  },
  '& .facts .skill-beginner': { color: theme.palette.success.dark, fontWeight: 600 },
  '& .facts .skill-intermediate': { color: theme.palette.warning.dark, fontWeight: 600 },
  '& .facts .skill-advanced': { color: theme.palette.error.dark, fontWeight: 600 },
}));

/**
 * The directory's results as compact rows. Memoised: a key typed into the search re-renders the page
 * at once, and this list only in the deferred render that follows, when the matches have changed.
 */
export const DirectoryResultList = memo(function DirectoryResultList({
  entries,
  outlooks,
  onWatchVideo,
}: {
  entries: readonly { site: RowSite; distanceKm?: number }[];
  outlooks: ReadonlyMap<number, CardOutlook>;
  onWatchVideo: (siteId: number) => void;
}) {
  // Hydrated on its own: the search box comes alive without waiting for the rows, and a key's
  // deferred render hydrates them in slices that yield to the next key.
  return (
    <HydrateApart>
      <RowList aria-label="Dive sites">
        {entries.map(({ site, distanceKm }) => (
          <li key={site.id}>
            <DiveSiteRow site={site} distanceKm={distanceKm} outlook={outlooks.get(site.id)} onWatchVideo={onWatchVideo} />
          </li>
        ))}
      </RowList>
    </HydrateApart>
  );
});

/** The list and the map: one style sheet (it is hydrated with the page's frame, inside a first tap). */
const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  marginBottom: theme.spacing(3),
  '& > .list': { minWidth: 0, scrollMarginTop: 72 },
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    marginBottom: theme.spacing(4),
    '& > .map': { position: 'sticky', top: 88, marginTop: theme.spacing(2.5) },
  },
}));

/**
 * The list beside the map from a laptop up (the map stays in view while the list scrolls), the map
 * after the list on a phone, where the results come first.
 */
export function DirectoryLayout({ map, children }: { map: ReactNode; children: ReactNode }) {
  return (
    <Layout>
      <div className="list" id={RESULTS_ID} data-testid="directory-list">
        {children}
      </div>
      <div className="map" data-testid="directory-map">
        {map}
      </div>
    </Layout>
  );
}
