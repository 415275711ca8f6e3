/**
 * Guards keep-early-input.ts against a React upgrade: it relies on how React's controlled inputs notice
 * a change (React tracks the value it last saw through the element's own value setter, and ignores an
 * `input` event that brings no change). This hydrates a real server-rendered controlled field with text
 * typed before hydration and checks React's state receives it; it fails if React stops seeing it.
 */
import { act, memo, startTransition, useLayoutEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { SearchField } from '@/components/search-field/search-field';
import { EARLY_KEYS_ATTRIBUTE, keepEarlyInput } from './keep-early-input';
import { hydrateForTest, unmountHydrated } from '@/test/hydrate';

function Search() {
  const [query, setQuery] = useState('');
  return (
    <>
      <input type="search" aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p>Searching for: {query}</p>
    </>
  );
}

/** Each test's keepEarlyInput, stopped after it (main.tsx stops it once the page is live). */
const started: { stop: () => void }[] = [];
function keep() {
  const kept = keepEarlyInput();
  started.push(kept);
  return kept;
}

afterEach(() => {
  for (const kept of started.splice(0)) kept.stop();
  unmountHydrated();
});

describe('keepEarlyInput with React hydrating a controlled field', () => {
  it('hands the text typed before hydration to the field’s onChange', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const box = container.querySelector('input')!;

    box.value = 'yongala';
    const kept = keep();
    // Hydrating the controlled field puts back the value React holds.
    await act(async () => {
      hydrateForTest(container, <Search />);
    });
    expect(container.querySelector('p')).toHaveTextContent(/^Searching for:$/);

    await act(async () => {
      kept.restore();
    });
    expect(box.value).toBe('yongala');
    expect(container.querySelector('p')).toHaveTextContent('Searching for: yongala');
  });

  it('hands it over when the field is in a part of the page that hydrates on its own', async () => {
    // As the directory and the shop: the page's frame comes alive first (its effect restores the
    // text, as main.tsx's HydrationMarker does), the part holding the search box after it.
    const SearchPart = memo(function SearchPart() {
      return (
        <HydrateApart>
          <Search />
        </HydrateApart>
      );
    });
    function Page({ onLive }: { onLive: () => void }) {
      // A layout effect, so the part is sure to be still waiting (in a browser a phone's slow
      // hydration leaves it waiting well after HydrationMarker's effect).
      useLayoutEffect(onLive, [onLive]);
      return (
        <main>
          <SearchPart />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onLive={() => undefined} />);
    document.body.append(container);
    const box = container.querySelector('input')!;

    box.value = 'yongala';
    const kept = keep();
    // React's own scheduler, as in a browser (act would hydrate every part before the restore).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const restoredWhileDehydrated = await new Promise<boolean>((resolve) => {
        // Outside React's effects, as main.tsx's HydrationMarker calls it.
        const onLive = () =>
          queueMicrotask(() => {
            // React marks each element it has hydrated with its fiber: the box has none yet.
            const dehydrated = !Object.keys(box).some((key) => key.startsWith('__reactFiber$'));
            kept.restore();
            resolve(dehydrated);
          });
        startTransition(() => {
          hydrateForTest(container, <Page onLive={onLive} />);
        });
      });
      expect(restoredWhileDehydrated).toBe(true);
      await waitFor(() => expect(container.querySelector('p')).toHaveTextContent('Searching for: yongala'));
      expect(box.value).toBe('yongala');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('lets a key typed into a box whose part is not live yet paint first, and hands its text over after that frame', async () => {
    const { box, hydratedInTheEvent, container } = await actOnWaitingBox((box) => {
      // The key as a browser sends it: keydown, then the letter in the box and its input event.
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'w', bubbles: true }));
      box.value = 'w';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Without keepEarlyInput React hydrates the part inside the keydown, before the letter is drawn.
    expect(hydratedInTheEvent).toBe(false);
    expect(box.value).toBe('w');
    await waitFor(() => expect(container.querySelector('p')).toHaveTextContent('Searching for: w'));
    expect(box.value).toBe('w');
    expect(box).not.toHaveAttribute(EARLY_KEYS_ATTRIBUTE);
  });

  it('lets a tap focus a box whose part is not live yet without hydrating that part first, and runs its focus handler later', async () => {
    const { box, hydratedInTheEvent, focused } = await actOnWaitingBox((box) => {
      // The tap as a phone sends it; the browser focuses the box.
      box.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      box.focus();
      box.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    // Without keepEarlyInput React hydrates the part inside the tap's pointerdown.
    expect(hydratedInTheEvent).toBe(false);
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(focused).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(box).not.toHaveAttribute(EARLY_KEYS_ATTRIBUTE);
  });
});

/**
 * As the directory's search box once the page is live but its part (HydrateApart) still waits: hydrates
 * a server-rendered page with React's own scheduler and, once the page's frame is live and the box's
 * part is not, runs `event` on the box; tells whether React hydrated the box inside it.
 */
async function actOnWaitingBox(event: (box: HTMLInputElement) => void) {
  const focused = vi.fn();
  function Box() {
    const [query, setQuery] = useState('');
    return (
      <>
        <SearchField label="Search dive sites" value={query} onChange={(change) => setQuery(change.target.value)} onFocus={focused} />
        <p>Searching for: {query}</p>
      </>
    );
  }
  const BoxPart = memo(function BoxPart() {
    return (
      <HydrateApart>
        <Box />
      </HydrateApart>
    );
  });
  function Page({ onLive }: { onLive: () => void }) {
    useLayoutEffect(onLive, [onLive]);
    return (
      <main>
        <BoxPart />
      </main>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onLive={() => undefined} />);
  document.body.append(container);
  const box = container.querySelector('input')!;
  const hydrated = () => Object.keys(box).some((key) => key.startsWith('__reactFiber$'));
  const kept = keep();
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const hydratedInTheEvent = await new Promise<boolean>((resolve, reject) => {
      const onLive = () =>
        queueMicrotask(() => {
          kept.restore();
          if (hydrated()) reject(new Error('the box was hydrated with the page, before the event'));
          event(box);
          resolve(hydrated());
        });
      startTransition(() => {
        hydrateForTest(container, <Page onLive={onLive} />);
      });
    });
    return { box, container, focused, hydratedInTheEvent };
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
