import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppLayout } from './app-layout';
import { hydrateForTest, unmountHydrated } from '@/test/hydrate';

/** While set, the page is still coming alive in the browser (it waits on this promise, as a page's code or data may). */
let pageWaits: Promise<never> | null = null;

function Page() {
  if (pageWaits) use(pageWaits);
  return <p>The page&apos;s own content</p>;
}

const routes: RouteObject[] = [{ path: '/', element: <AppLayout />, children: [{ index: true, element: <Page /> }] }];

function App() {
  return (
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createMemoryRouter(routes)} />
    </AppProviders>
  );
}

afterEach(() => {
  pageWaits = null;
  unmountHydrated();
});

describe('AppLayout', () => {
  it('hydrates the header on its own: the menu opens while the page below has not come alive', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App />);
    document.body.append(container);

    pageWaits = new Promise<never>(() => {});
    await act(async () => {
      hydrateForTest(container, <App />);
    });
    // The page is still the server's HTML...
    expect(screen.getByText("The page's own content")).toBeInTheDocument();
    // ...and the header already answers a tap.
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});
