import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { markPageHydrated } from '@/lib/use-is-client';
import { assertNoUnhandledRequests, resetApiStub, stubFetch } from './api-stub';
import { unmountHydratedRoots } from './hydrate';

// jsdom does not implement scrolling; the layout scrolls to the top on every route change.
// Files marked `@vitest-environment node` (code that must run on the server) have no window.
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Tests render in the browser from scratch (no server HTML to hydrate), as main.tsx does for a page
// the server did not render: browser-only parts render at once.
markPageHydrated();

// No test reaches the network: every request goes to the shared stub, which answers only what the
// test declared with stubApi() and fails the test on anything else (see api-stub.ts).
globalThis.fetch = stubFetch;

// findBy*/waitFor give up after this long. Lazily loaded routes are transformed on first import, which
// on 2 busy cores can pass the 1 s default: a guard against hangs, not a timing.
configure({ asyncUtilTimeout: 8_000 });

beforeEach(() => {
  resetApiStub();
});

afterEach(() => {
  unmountHydratedRoots();
  cleanup();
  assertNoUnhandledRequests();
});
