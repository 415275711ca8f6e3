/**
 * On a phone the header's desktop navigation and search box are hidden by the style sheet: the
 * browser keeps the server's HTML of them and never hydrates them (HydrateWhenShown), so a tap that
 * lands while the page comes alive waits for less. On a wide screen they hydrate and work.
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const searchRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/search/site-search-box', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/search/site-search-box')>();
  return {
    ...real,
    SiteSearch: (props: Parameters<typeof real.SiteSearch>[0]) => {
      searchRenders.count += 1;
      return real.SiteSearch(props);
    },
  };
});

const { Header } = await import('./header');

function App() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Header />
    </MemoryRouter>
  );
}

/** A screen `width` px wide (jsdom has no matchMedia). */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Hydrates the server's header on a screen `width` px wide. */
async function hydrateOn(width: number) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App />);
  document.body.append(container);
  screenOf(width);
  searchRenders.count = 0;
  await act(async () => {
    hydrateRoot(container, <App />);
  });
}

/** Whether a click on the main navigation's link was taken by the app (a hydrated router link prevents the page load). */
function clickTakenByApp(name: string): boolean {
  const link = screen.getByRole('link', { name, hidden: true });
  let taken = false;
  const record = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  act(() => link.click());
  document.removeEventListener('click', record);
  return taken;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the header hydrating', () => {
  it('leaves the desktop navigation and search box as the server drew them on a phone', async () => {
    await hydrateOn(390);
    expect(searchRenders.count).toBe(0);
    expect(clickTakenByApp('Blog')).toBe(false);
    expect(screen.getByRole('button', { name: 'Open search' })).toBeInTheDocument();
  });

  it('hydrates them on a wide screen', async () => {
    await hydrateOn(1300);
    expect(searchRenders.count).toBeGreaterThan(0);
    expect(clickTakenByApp('Blog')).toBe(true);
  });
});
