import { BOOT_LOADER, SCRIPT_LIST_ID } from './boot-loader';

type Listener = (event?: unknown) => void;

/**
 * Runs the boot loader against a small stand-in for the browser (document, window events, timers and
 * paint timing), so each rule for when a page's scripts are asked for is checked without a browser.
 */
function page({ hidden = false, complete = false, paintTiming = true } = {}) {
  const appended: { tag: string; src: string }[] = [];
  const windowListeners = new Map<string, Listener[]>();
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null = null;
  const html = new Map<string, string>();
  const document = {
    documentElement: {
      hasAttribute: (name: string) => html.has(name),
      setAttribute: (name: string, value: string) => html.set(name, value),
    },
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: complete ? 'complete' : 'interactive',
    getElementById: (id: string) => (id === SCRIPT_LIST_ID ? { textContent: '["/assets/index.js","/assets/page.js"]' } : null),
    createElement: (tag: string) => ({ tag, src: '', href: '' }),
    head: { appendChild: (el: { tag: string; src: string; href: string }) => appended.push({ tag: el.tag, src: el.src || el.href }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe(): void {}
  }
  const addEventListener = (name: string, listener: Listener) =>
    windowListeners.set(name, [...(windowListeners.get(name) ?? []), listener]);
  new Function('document', 'addEventListener', 'setTimeout', 'PerformanceObserver', BOOT_LOADER)(
    document,
    addEventListener,
    setTimeout,
    PerformanceObserver,
  );
  return {
    appended,
    html,
    fire: (name: string, event?: unknown) => windowListeners.get(name)?.forEach((listener) => listener(event)),
    /** A tap on an element inside (or on) a button marked data-early-click="name", or on none. */
    tap: (name: string | null) =>
      windowListeners.get('click')?.forEach((listener) =>
        listener({
          target: {
            closest: (selector: string) => (name !== null && selector === '[data-early-click]' ? { getAttribute: () => name } : null),
          },
        }),
      ),
    paint: () => paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    hide: () => {
      document.visibilityState = 'hidden';
      windowListeners.get('visibilitychange')?.forEach((listener) => listener());
    },
  };
}

describe('the boot loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for nothing until the page has painted and loaded, then for its chunks and its entry', () => {
    const p = page();
    jest.advanceTimersByTime(10);
    p.paint();
    jest.advanceTimersByTime(10);
    expect(p.appended).toEqual([]);
    p.fire('load');
    jest.advanceTimersByTime(1);
    expect(p.appended).toEqual([
      { tag: 'link', src: '/assets/page.js' },
      { tag: 'script', src: '/assets/index.js' },
    ]);
  });

  it('waits at most 3 s for a slow image once the page has painted', () => {
    const p = page();
    p.paint();
    jest.advanceTimersByTime(2_900);
    expect(p.appended).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(p.appended).toHaveLength(2);
  });

  it('does not wait for a paint in a tab that is hidden, or hidden before its first paint', () => {
    const hiddenFromTheStart = page({ hidden: true, complete: true });
    jest.advanceTimersByTime(1);
    expect(hiddenFromTheStart.appended).toHaveLength(2);

    const hiddenLater = page({ complete: true });
    jest.advanceTimersByTime(100);
    expect(hiddenLater.appended).toEqual([]);
    hiddenLater.hide();
    jest.advanceTimersByTime(1);
    expect(hiddenLater.appended).toHaveLength(2);
  });

  it('does not wait for a paint in a browser that cannot report one, nor ever longer than 5 s', () => {
    const noPaintTiming = page({ paintTiming: false, complete: true });
    jest.advanceTimersByTime(1);
    expect(noPaintTiming.appended).toHaveLength(2);

    const neverPainted = page({ complete: true });
    jest.advanceTimersByTime(4_900);
    expect(neverPainted.appended).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(neverPainted.appended).toHaveLength(2);
  });

  it('asks only once, whatever fires after', () => {
    const p = page({ complete: true });
    p.paint();
    jest.advanceTimersByTime(6_000);
    p.fire('load');
    p.hide();
    jest.advanceTimersByTime(6_000);
    expect(p.appended).toHaveLength(2);
  });

  it('notes a tap on a marked button before React listens, and asks for the scripts at once', () => {
    const p = page();
    p.tap(null);
    expect(p.appended).toEqual([]);
    expect(p.html.has('data-early-click')).toBe(false);
    p.tap('filters');
    expect(p.html.get('data-early-click')).toBe('filters');
    expect(p.appended).toHaveLength(2);
  });

  it('leaves taps to React once it listens', () => {
    const p = page({ complete: true });
    p.paint();
    jest.advanceTimersByTime(1);
    p.html.set('data-live', '');
    p.tap('menu');
    expect(p.html.has('data-early-click')).toBe(false);
    expect(p.appended).toHaveLength(2);
  });
});
