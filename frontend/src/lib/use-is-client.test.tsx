/**
 * useIsClient while React hydrates a server-rendered page: the first browser render must match the
 * server's, and the browser-only part must follow in a render of its own, not synchronously inside the
 * task that commits the hydration (a long task on a phone).
 */
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of React and the hook: the test setup marks the page hydrated, as a client render is. */
async function freshModules() {
  vi.resetModules();
  const React = await import('react');
  const client = await import('react-dom/client');
  const hook = await import('./use-is-client');
  return { React, client, hook };
}

describe('useIsClient on a hydrated page', () => {
  it('matches the server while hydrating, then renders the browser part after the hydrating task', async () => {
    const { React, client, hook } = await freshModules();
    let hydrated: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (hydrated = resolve));
    function Part() {
      const isClient = hook.useIsClient();
      React.useEffect(() => hydrated(), []);
      return React.createElement('p', null, isClient ? 'browser' : 'server');
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(React.createElement(Part));
    expect(container.textContent).toBe('server');
    document.body.append(container);
    const errors: unknown[] = [];
    let hydratedRoot: ReturnType<typeof client.hydrateRoot> | undefined;
    React.startTransition(() => {
      hydratedRoot = client.hydrateRoot(container, React.createElement(Part), { onRecoverableError: (error) => errors.push(error) });
    });

    await committed;
    // Right after the hydrating commit's effects: the browser has not had a turn yet.
    expect(container.textContent).toBe('server');
    await waitFor(() => expect(container.textContent).toBe('browser'));
    expect(errors).toEqual([]);

    // Once the page is hydrated, a part that mounts renders for the browser at once.
    hook.markPageHydrated();
    const later = document.createElement('div');
    document.body.append(later);
    const root = client.createRoot(later);
    const rendered: string[] = [];
    function Watched() {
      const isClient = hook.useIsClient();
      rendered.push(isClient ? 'browser' : 'server');
      return React.createElement('p', null, isClient ? 'browser' : 'server');
    }
    root.render(React.createElement(Watched));
    await waitFor(() => expect(later.textContent).toBe('browser'));
    expect(rendered).not.toContain('server');
    root.unmount();
    hydratedRoot!.unmount();
    document.body.innerHTML = '';
  });
});
