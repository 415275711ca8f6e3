import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { followHistoryEntries } from './history-entry';
import { useRouteChangeEffects } from './use-route-change-effects';

function Shell() {
  useRouteChangeEffects();
  return <Outlet />;
}

function List() {
  return <p data-testid="list">List{useLocation().search}</p>;
}

function createRouter() {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'dive-sites', element: <List /> },
          { path: 'dive-sites/:id', element: <h1>A site</h1> },
        ],
      },
    ],
    { initialEntries: ['/dive-sites'] },
  );
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('useRouteChangeEffects: Back returns to the place on the page', () => {
  let savedActEnvironment: boolean | undefined;
  beforeEach(() => {
    vi.mocked(window.scrollTo).mockClear();
    savedActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
  afterEach(() => {
    followHistoryEntries(null);
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = savedActEnvironment;
    scrollPageTo(0);
  });

  it('after "Show more" rewrote the address and a row was followed before React showed the new address', async () => {
    const router = createRouter();
    followHistoryEntries(router);
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('list')).toHaveTextContent(/^List$/);

    // The router's updates reach React as transitions, which React renders on a later task: outside act,
    // as in a browser, the page still shows the previous address while the visitor scrolls and taps.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    await router.navigate('/dive-sites?shown=48', { replace: true, preventScrollReset: true });
    const shownEntry = router.state.location.key;
    expect(screen.getByTestId('list')).toHaveTextContent(/^List$/);
    scrollPageTo(2400);
    await router.navigate('/dive-sites/7');
    expect(await screen.findByRole('heading', { name: 'A site' })).toBeVisible();
    vi.mocked(window.scrollTo).mockClear();

    await router.navigate(-1);
    expect(await screen.findByTestId('list')).toHaveTextContent('List?shown=48');
    expect(router.state.location.key).toBe(shownEntry);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 2400, behavior: 'instant' });
  });

  it('a link scrolls to the top, and Back to where the visitor was', async () => {
    const router = createRouter();
    followHistoryEntries(router);
    render(<RouterProvider router={router} />);
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    scrollPageTo(900);
    await router.navigate('/dive-sites/7');
    expect(await screen.findByRole('heading', { name: 'A site' })).toBeVisible();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await router.navigate(-1);
    expect(await screen.findByTestId('list')).toBeVisible();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 900, behavior: 'instant' });
  });
});
