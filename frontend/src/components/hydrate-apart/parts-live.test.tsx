import { act } from '@testing-library/react';
import { memo, use, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateApart } from './hydrate-apart';
import { whenAllPartsLive } from './parts-live';
import { hydrateForTest, unmountHydrated } from '@/test/hydrate';

/** In the browser, waits for `ready` before it can hydrate (as a part whose code or data is late). */
function Featured({ ready }: { ready: Promise<void> | null }) {
  if (ready) use(ready);
  return <a href="/blog/newest">The newest article</a>;
}

const FeaturedPart = memo(function FeaturedPart({ ready }: { ready: Promise<void> | null }) {
  return (
    <HydrateApart>
      <Featured ready={ready} />
    </HydrateApart>
  );
});

function Page({ ready, onShellLive }: { ready: Promise<void> | null; onShellLive?: () => void }) {
  // As main.tsx's HydrationMarker: an effect of the shell, which runs once the shell is live.
  useEffect(() => onShellLive?.(), [onShellLive]);
  return (
    <main>
      <h1>Blog</h1>
      <FeaturedPart ready={ready} />
    </main>
  );
}

afterEach(() => {
  unmountHydrated();
});

describe('whenAllPartsLive', () => {
  it('waits for a part of the page that hydrates after the shell, and calls back once it is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page ready={null} />);
    document.body.append(container);
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const allLive = vi.fn();

    await act(async () => {
      hydrateForTest(container, <Page ready={ready} onShellLive={() => whenAllPartsLive(allLive)} />);
    });
    const link = container.querySelector('a')!;
    // The shell is live, the link in the part is not (React has set none of its props).
    expect(Object.keys(container.querySelector('main')!).some((key) => key.startsWith('__reactProps'))).toBe(true);
    expect(Object.keys(link).some((key) => key.startsWith('__reactProps'))).toBe(false);
    expect(allLive).not.toHaveBeenCalled();

    await act(async () => release());
    expect(Object.keys(link).some((key) => key.startsWith('__reactProps'))).toBe(true);
    expect(allLive).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when every part hydrated with the shell', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page ready={null} />);
    document.body.append(container);
    const allLive = vi.fn();
    await act(async () => {
      hydrateForTest(container, <Page ready={null} />);
    });
    await act(async () => whenAllPartsLive(allLive));
    expect(allLive).toHaveBeenCalledTimes(1);
  });
});
