/** Columns per breakpoint, as the grids give them (MUI's: each applies from its breakpoint up). */
export type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/** MUI's breakpoints (theme defaults) and the page Container's side padding at each. */
const BREAKPOINTS = [
  { name: 'lg', from: 1200, padding: 24 },
  { name: 'md', from: 900, padding: 24 },
  { name: 'sm', from: 600, padding: 24 },
  { name: 'xs', from: 0, padding: 16 },
] as const;
/** The widest page content: Container maxWidth="lg" less its padding. */
const MAX_CONTENT = 1200 - 2 * 24;

/**
 * The `sizes` of an image that fills one column of a page-wide grid, so the browser picks the upload
 * variant the card really shows: a 3-column desktop grid fetches a 480 px photo instead of
 * the 1600 px one `100vw` asks for, a phone's 2-column grid half the width. Gaps are left out: the
 * width is a little over, never under, so the picture stays sharp.
 * `columnSizes({ xs: 1, sm: 2, md: 3 })` → "(min-width: 1200px) 384px, (min-width: 900px) calc((100vw - 48px) / 3), …".
 */
export function columnSizes(columns: Columns, custom: readonly { minWidth: number; columns: number }[] = []): string {
  const at = (index: number): number => {
    for (let i = index; i < BREAKPOINTS.length; i += 1) {
      const n = columns[BREAKPOINTS[i]!.name];
      if (n !== undefined) return n;
    }
    return 1;
  };
  const rules = BREAKPOINTS.map(({ name, from, padding }, index) => {
    const n = at(index);
    const width =
      name === 'lg'
        ? `${Math.ceil(MAX_CONTENT / n)}px`
        : n === 1
          ? `calc(100vw - ${2 * padding}px)`
          : `calc((100vw - ${2 * padding}px) / ${n})`;
    return { from, padding, n, width };
  });
  // A grid's own query between breakpoints (the shop's two columns from 360 px).
  const extra = custom.map(({ minWidth, columns: n }) => ({ from: minWidth, width: `calc((100vw - 32px) / ${n})` }));
  return [...rules, ...extra]
    .sort((a, b) => b.from - a.from)
    .map(({ from, width }) => (from > 0 ? `(min-width: ${from}px) ${width}` : width))
    .join(', ');
}
