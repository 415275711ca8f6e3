/**
 * Renders under the providers the app itself mounts (AppProviders: the app theme, CssBaseline, React
 * Query and the toaster) and a memory router, with a fresh query client per render so no test sees
 * another's cache. The API answers through the shared stub (api-stub.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

export interface ProviderOptions {
  /** The URL the memory router starts at (default `/`). */
  route?: string;
  /** The query client (default: a fresh one with the app's defaults, retries off). */
  queryClient?: QueryClient;
}

export interface RenderWithProvidersOptions extends ProviderOptions {
  /**
   * The route pattern the element is mounted at, e.g. `/blog/:slug`; any other path renders
   * `<div data-testid="elsewhere" />`, so a test can follow a link away. Default: every path.
   */
  path?: string;
}

/** The element on every other path: navigation away from the page under test lands here. */
export const ELSEWHERE_TEST_ID = 'elsewhere';

/** Renders a route tree (e.g. the app's own `createRoutes()`) under the app's providers. */
export function renderRoutes(routes: RouteObject[], { route = '/', queryClient = createQueryClient() }: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** Renders one element under the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement, { path, ...options }: RenderWithProvidersOptions = {}) {
  const routes: RouteObject[] = path
    ? [
        { path, element: ui },
        { path: '*', element: <div data-testid={ELSEWHERE_TEST_ID} /> },
      ]
    : [{ path: '*', element: ui }];
  return renderRoutes(routes, options);
}

/** Runs a hook under the app's providers and a memory router at `route`. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  { route = '/', queryClient = createQueryClient(), ...options }: ProviderOptions & Omit<RenderHookOptions<Props>, 'wrapper'> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </AppProviders>
  );
  return { ...renderHook(hook, { ...options, wrapper }), queryClient };
}
