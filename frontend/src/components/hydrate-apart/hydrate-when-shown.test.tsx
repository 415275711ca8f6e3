import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenShown } from './hydrate-when-shown';
import { hydrateForTest, unmountHydrated } from '@/test/hydrate';

/** A screen that is `width` px wide, and can be widened (matchMedia is not in jsdom). */
function screenOf(width: number) {
  const lists: { query: string; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)![1]);
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = { query, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    lists.push(list);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: 'change', listener: (event: MediaQueryListEvent) => void) => list.listeners.add(listener),
      removeEventListener: (_: 'change', listener: (event: MediaQueryListEvent) => void) => list.listeners.delete(listener),
    };
  });
  return {
    widenTo(next: number) {
      width = next;
      for (const list of lists)
        for (const listener of [...list.listeners]) listener({ matches: matches(list.query) } as MediaQueryListEvent);
    },
  };
}

/** Called on each render of the part's component in the browser. */
const rendered = vi.fn();
function Counter() {
  rendered();
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}

function Page({ query }: { query: string }) {
  return (
    <main>
      <HydrateWhenShown query={query}>
        <Counter />
      </HydrateWhenShown>
    </main>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  unmountHydrated();
});

/** The server's HTML (jsdom has no matchMedia: rendered whole, as on the server), then the browser's screen. */
async function hydrate<T>(query: string, browserScreen: () => T): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page query={query} />);
  document.body.append(container);
  const result = browserScreen();
  rendered.mockClear();
  await act(async () => {
    hydrateForTest(container, <Page query={query} />);
  });
  return result;
}

describe('HydrateWhenShown', () => {
  it("leaves the server's part as it is on a screen the query does not match, and hydrates it once the screen does", async () => {
    const phone = await hydrate('(min-width: 600px)', () => screenOf(390));
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(rendered).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(button).toHaveTextContent('Pressed 0 times');

    await act(async () => phone.widenTo(800));
    expect(rendered).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 1 times');
  });

  it('hydrates at once on a screen the query matches', async () => {
    await hydrate('(min-width: 600px)', () => screenOf(1024));
    expect(rendered).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button')).toHaveTextContent('Pressed 1 times');
  });
});
