import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { followHistoryEntries } from '@/app/layout/history-entry';
import { queryClient } from '@/app/query-client';
import { whenAllPartsLive } from '@/components/hydrate-apart/parts-live';
import { createRoutes, resolveLazyRoutes } from '@/app/routes';
import { setSiteOrigin } from '@/config/site-origin';
import { createStyleCache } from '@/ssr/emotion';
import { evaluatePageScripts } from '@/ssr/evaluate-page-scripts';
import { keepEarlyClick } from '@/ssr/keep-early-click';
import { keepEarlyInput } from '@/ssr/keep-early-input';
import { markPageHydrated } from '@/lib/use-is-client';
import { PAGE_STATE_ID } from '@ddu/shared/pages/page-state-id';
import { hydrateQueries, type PageState } from '@/ssr/page-state';

/** The server's PageState, when this page was rendered on the server (public pages); null for the admin shell. */
function readPageState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  if (!script?.textContent) return null;
  return JSON.parse(script.textContent) as PageState;
}

/**
 * Once the app's shell is live: puts back what the visitor typed before it was (keepEarlyInput). Once
 * every part of the page is live too (HydrateApart), marks <html data-hydrated>, which browser tests
 * wait for before they type or click: until then a link in a part still waiting has no handler.
 */
function HydrationMarker({ children, onLive, onAllLive }: { children: ReactNode; onLive?: () => void; onAllLive?: () => void }) {
  useEffect(() => {
    // After the effect: React hydrates a part of the page a restored field is in (see HydrateApart)
    // only outside its own render and effects.
    if (onLive) queueMicrotask(onLive);
    whenAllPartsLive(() => {
      markPageHydrated();
      onAllLive?.();
      document.documentElement.dataset.hydrated = 'true';
    });
  }, [onLive, onAllLive]);
  return children;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  const state = readPageState();
  if (state) {
    setSiteOrigin(state.origin);
    hydrateQueries(queryClient, state.queries);
  }
  const hydrating = state !== null && container.firstElementChild !== null;
  const earlyInput = hydrating ? keepEarlyInput() : null;
  const routes = createRoutes();
  if (hydrating) await evaluatePageScripts();
  await resolveLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  followHistoryEntries(router);
  let earlyClick: ReturnType<typeof keepEarlyClick> | null = null;
  // Once every part is live no field waits for its part: keys and taps go straight to React.
  const onAllLive = () => earlyInput?.stop();
  const onLive = () => {
    earlyInput?.restore();
    earlyClick?.replay();
  };
  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <AppProviders>
          <HydrationMarker onLive={onLive} onAllLive={onAllLive}>
            <RouterProvider router={router} />
          </HydrationMarker>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (over a second on a slow phone): taps and scrolls are handled
    // meanwhile, and React hydrates first whatever the visitor touches.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // React listens from here on (and replays taps on parts it has not hydrated); a tap before it did is kept.
    earlyClick = keepEarlyClick();
  } else {
    // Nothing to match: browser-only parts render at once.
    markPageHydrated();
    createRoot(container).render(app);
  }
}

void start();
