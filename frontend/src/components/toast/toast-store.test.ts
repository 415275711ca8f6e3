import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, type ToastStore } from './toast-store';

let sut: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  sut = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

const visible = () => sut.getSnapshot().map(({ title, open }) => ({ title, open }));

describe(createToastStore.name, () => {
  describe('toast', () => {
    it('shows an open toast with the default variant', () => {
      sut.toast({ title: 'Message sent successfully!', description: "We'll get back to you soon." });

      expect(sut.getSnapshot()).toEqual([
        expect.objectContaining({
          title: 'Message sent successfully!',
          description: "We'll get back to you soon.",
          variant: 'default',
          open: true,
        }),
      ]);
    });

    it('replaces the older toast, keeping at most one', () => {
      sut.toast({ title: 'First' });
      sut.toast({ title: 'Second', variant: 'destructive' });

      expect(sut.getSnapshot()).toHaveLength(1);
      expect(sut.getSnapshot()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
    });

    it('does not let a replaced toast’s timers touch the new one', () => {
      sut.toast({ title: 'First' });
      vi.advanceTimersByTime(3000);
      sut.toast({ title: 'Second' });

      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      expect(visible()).toEqual([{ title: 'Second', open: true }]);
    });

    it('closes itself after the 5000 ms display time, then is removed 5000 ms later', () => {
      sut.toast({ title: 'Saved' });

      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      expect(visible()).toEqual([{ title: 'Saved', open: true }]);
      vi.advanceTimersByTime(1);
      expect(visible()).toEqual([{ title: 'Saved', open: false }]);

      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
      expect(visible()).toEqual([{ title: 'Saved', open: false }]);
      vi.advanceTimersByTime(1);
      expect(visible()).toEqual([]);
    });

    it('stays open with an infinite duration', () => {
      sut.toast({ title: 'Sticky', duration: Infinity });

      vi.advanceTimersByTime(60_000);
      expect(visible()).toEqual([{ title: 'Sticky', open: true }]);
    });

    it('notifies subscribers on every change', () => {
      const listener = vi.fn();
      const unsubscribe = sut.subscribe(listener);

      const handle = sut.toast({ title: 'Hi' });
      handle.dismiss();
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
      unsubscribe();
      sut.toast({ title: 'Unheard' });

      expect(listener).toHaveBeenCalledTimes(3);
    });
  });

  describe('dismiss', () => {
    it('closes the toast at once and removes it 5000 ms later', () => {
      const handle = sut.toast({ title: 'Photo Updated' });
      vi.advanceTimersByTime(1000);

      handle.dismiss();
      expect(visible()).toEqual([{ title: 'Photo Updated', open: false }]);

      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
      expect(visible()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(visible()).toEqual([]);
    });

    it('dismisses every open toast when called without an id', () => {
      sut.toast({ title: 'One' });

      sut.dismiss();

      expect(visible()).toEqual([{ title: 'One', open: false }]);
    });

    it('does not restart the removal countdown when dismissed twice', () => {
      const handle = sut.toast({ title: 'Once' });
      handle.dismiss();
      vi.advanceTimersByTime(3000);
      handle.dismiss();

      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 3000);
      expect(visible()).toEqual([]);
    });
  });

  describe('pause and resume', () => {
    it('holds the display countdown while paused and continues with the remaining time', () => {
      const { id } = sut.toast({ title: 'Hover me' });
      vi.advanceTimersByTime(2000);

      sut.pause(id);
      vi.advanceTimersByTime(30_000);
      expect(visible()).toEqual([{ title: 'Hover me', open: true }]);

      sut.resume(id);
      vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1);
      expect(visible()).toEqual([{ title: 'Hover me', open: true }]);
      vi.advanceTimersByTime(1);
      expect(visible()).toEqual([{ title: 'Hover me', open: false }]);
    });
  });
});
