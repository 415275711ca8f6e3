import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { toastStore } from '@/components/toast/toast-store';
import { useAdminWrites, type AdminWriteTexts } from './use-admin-writes';

const shownToast = () => toastStore.getSnapshot()[0];
const refused = (message: string) => new ApiError(400, 'Bad Request', '', { statusCode: 400, error: 'Bad Request', message });

function setup(texts: AdminWriteTexts = {}) {
  const refresh = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() => useAdminWrites({ noun: 'Product', thing: 'the product', refresh, ...texts }));
  return { result, refresh };
}

afterEach(() => toastStore.dismiss());

describe(useAdminWrites.name, () => {
  it("runs a change, refreshes the lists and shows the tab's success toast", async () => {
    const { result, refresh } = setup();
    await act(() =>
      result.current.run('create', async () => {
        result.current.notify('Created', '"Fins" was added to the shop.');
      }),
    );
    expect(refresh).toHaveBeenCalled();
    expect(shownToast()).toMatchObject({ title: 'Product Created', description: '"Fins" was added to the shop.', variant: 'success' });
  });

  it("reads a refused change's reason from the server's error body", async () => {
    const { result, refresh } = setup();
    await act(() => result.current.run('update', () => Promise.reject(refused('price must be a number.'))));
    expect(refresh).not.toHaveBeenCalled();
    expect(shownToast()).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to update the product. price must be a number.',
      variant: 'destructive',
    });
  });

  it("uses a tab's own titles and failure text, and a call's own failure title", async () => {
    const { result } = setup({
      successTitle: () => 'Success',
      failureTitle: () => 'Error',
      failureText: (action, error) => `${action}: ${(error as Error).message}`,
    });

    await act(() =>
      result.current.run('update', async () => {
        result.current.notify('Updated', 'Done.');
      }),
    );
    expect(shownToast()).toMatchObject({ title: 'Success', description: 'Done.' });

    await act(() => result.current.run('delete', () => Promise.reject(new Error('gone'))));
    expect(shownToast()).toMatchObject({ title: 'Error', description: 'delete: gone', variant: 'destructive' });

    await act(() => result.current.run('update', () => Promise.reject(new Error('bad url')), 'Failed to update photo'));
    expect(shownToast()).toMatchObject({ title: 'Failed to update photo', description: 'update: bad url' });
  });

  it('warns of missing information with the spec text', () => {
    const { result } = setup();
    act(() => {
      result.current.warnMissingInfo();
    });
    expect(shownToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    });
  });

  describe('submit', () => {
    it('ignores a second click while the first save is in flight, and is not saving once it answers', async () => {
      const { result } = setup();
      let answer!: () => void;
      const change = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
      let first!: Promise<void>;
      act(() => {
        first = result.current.submit('create', { name: 'Fins' }, change);
        void result.current.submit('create', { name: 'Fins' }, change);
      });
      expect(result.current.saving).toBe(true);
      expect(change).toHaveBeenCalledTimes(1);
      await act(async () => {
        answer();
        await first;
      });
      expect(result.current.saving).toBe(false);
    });

    it('keeps the Idempotency-Key when the same payload is sent again after a failure, and takes a fresh one after a success', async () => {
      const { result } = setup();
      const keys: string[] = [];
      const failing = vi.fn((headers: { 'Idempotency-Key': string }) => {
        keys.push(headers['Idempotency-Key']);
        return Promise.reject(new Error('Network request failed'));
      });
      const succeeding = vi.fn(async (headers: { 'Idempotency-Key': string }) => {
        keys.push(headers['Idempotency-Key']);
      });
      await act(() => result.current.submit('create', { name: 'Fins' }, failing));
      await act(() => result.current.submit('create', { name: 'Fins' }, succeeding));
      await act(() => result.current.submit('create', { name: 'Fins' }, succeeding));
      await act(() => result.current.submit('create', { name: 'Mask' }, succeeding));
      expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(new Set(keys).size).toBe(3);
    });
  });
});
