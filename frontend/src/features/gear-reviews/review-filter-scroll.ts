interface Span {
  /** Distance from the start of the scrolling row's content. */
  offsetLeft: number;
  width: number;
}

/**
 * Where a horizontally scrolling row should sit so that `item` is centred in view, kept within the
 * row's scroll range. Centring (rather than just revealing) also shows the neighbours on both sides,
 * which tells a phone visitor there is more to swipe to.
 */
export function centredScrollLeft(item: Span, viewportWidth: number, scrollWidth: number): number {
  const maxScroll = Math.max(0, scrollWidth - viewportWidth);
  const centred = item.offsetLeft - (viewportWidth - item.width) / 2;
  return Math.round(Math.min(maxScroll, Math.max(0, centred)));
}
