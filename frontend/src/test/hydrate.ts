import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

const roots: Root[] = [];

/**
 * hydrateRoot for a test: the root is unmounted when the test ends (`unmountHydrated`). A root left
 * alive keeps hydrating in React's scheduler after its test, and can throw once the file's window is
 * gone, failing a run whose tests all passed.
 */
export function hydrateForTest(container: Element, element: ReactNode, options?: HydrationOptions): Root {
  const root = hydrateRoot(container, element, options);
  roots.push(root);
  return root;
}

/** Unmounts every root hydrateForTest made (the test setup does, after each test). */
export function unmountHydratedRoots(): void {
  for (const root of roots.splice(0)) act(() => root.unmount());
}

/** Unmounts every root hydrateForTest made, then empties the page. */
export function unmountHydrated(): void {
  unmountHydratedRoots();
  document.body.innerHTML = '';
}
