import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Report = (entries: { isIntersecting: boolean }[]) => void;

/**
 * A screen for IntersectionObserver, which jsdom lacks: nothing comes near it until the test says so.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  let watching: { element: Element; report: Report }[] = [];
  const disconnect = vi.fn((report: Report) => {
    watching = watching.filter((watch) => watch.report !== report);
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: Report) {}
      observe(element: Element) {
        watching.push({ element, report: this.report });
      }
      disconnect() {
        disconnect(this.report);
      }
    },
  );
  const tell = (element: Element, isIntersecting: boolean) =>
    act(() => {
      for (const watch of watching.filter((entry) => entry.element === element)) watch.report([{ isIntersecting }]);
    });
  return {
    /** The element comes within the observers' margin of the screen. */
    comesNear: (element: Element) => tell(element, true),
    /** The element is reported, still far from the screen. */
    staysFar: (element: Element) => tell(element, false),
    /** Called each time an observer stops watching. */
    disconnect,
  };
}
