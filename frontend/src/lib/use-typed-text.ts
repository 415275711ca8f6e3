import { useCallback, useState, useTransition } from 'react';

/**
 * The text of a search box, kept by the box itself: a key redraws the box alone, and the page (its
 * filters, its rows) follows the text as a transition, which React renders once the key is painted.
 * On a slow phone the page's render is what kept a key from showing.
 *
 * `value` is the page's text. A change of it the box did not hand over (a "Clear filters", Back, a
 * link) replaces what the box shows, once no text handed over is still on its way: until then the
 * page may show an earlier text than the one typed, and the box must not go back to it.
 */
export function useTypedText(value: string, onText: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [handing, startTransition] = useTransition();
  // React's way of following a prop during render (no effect, no extra commit): when the page's text
  // changes, or the last text handed over has arrived, the box shows the page's text.
  const [seen, setSeen] = useState({ value, handing });
  if (seen.value !== value || seen.handing !== handing) {
    setSeen({ value, handing });
    if (!handing) setText(value);
  }
  const type = useCallback(
    (typed: string) => {
      setText(typed);
      startTransition(() => onText(typed));
    },
    [onText],
  );
  return [text, type];
}
