import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast/toast-store';
import { useAdminEditor, type AdminEditorOptions } from './use-admin-editor';

interface Item {
  id: number;
  name: string;
}

const item: Item = { id: 7, name: 'Apex XTX50 Regulator' };

function setup(deleteItem: (id: number) => Promise<unknown>, more: Partial<AdminEditorOptions<Item, { name: string }>> = {}) {
  const load = vi.fn();
  const reset = vi.fn();
  const refresh = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() =>
    useAdminEditor({
      noun: 'Review',
      thing: 'the review',
      nameOf: (i: Item) => i.name,
      toForm: (i: Item) => ({ name: i.name }),
      load,
      reset,
      deleteItem,
      refresh,
      ...more,
    }),
  );
  return { result, load, reset, refresh };
}

const shownToast = () => toastStore.getSnapshot()[0];

afterEach(() => toastStore.dismiss());

describe(useAdminEditor.name, () => {
  it('loads an item into the form for editing and empties the form on cancel', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { result, load, reset } = setup(() => Promise.resolve());

    act(() => result.current.startEdit(item));
    expect(result.current.editing).toEqual(item);
    expect(load).toHaveBeenCalledWith({ name: item.name });
    expect(scrollTo).toHaveBeenCalled();

    act(() => result.current.cancelEdit());
    expect(result.current.editing).toBeNull();
    expect(reset).toHaveBeenCalled();
  });

  it('deletes the item being edited, stops editing, says so and refreshes the lists', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const deleteItem = vi.fn(() => Promise.resolve());
    const { result, refresh } = setup(deleteItem);
    act(() => result.current.startEdit(item));

    await act(() => result.current.remove(item));

    expect(deleteItem).toHaveBeenCalledWith(7);
    expect(result.current.editing).toBeNull();
    expect(refresh).toHaveBeenCalled();
    expect(shownToast()).toMatchObject({ title: 'Review Deleted', description: '"Apex XTX50 Regulator" was deleted.', variant: 'success' });
  });

  it('shows the failure title and the server reason when a change is refused', async () => {
    const { result, refresh } = setup(() => Promise.reject(new Error('Review not found')));

    await act(() => result.current.remove(item));

    expect(refresh).not.toHaveBeenCalled();
    expect(shownToast()).toMatchObject({
      title: 'Deletion Failed',
      description: 'Failed to delete the review. Review not found',
      variant: 'destructive',
    });
  });

  it('names create and update failures after the action', async () => {
    const { result } = setup(() => Promise.resolve());

    await act(() => result.current.run('update', () => Promise.reject(new Error('Bad slug'))));
    expect(shownToast()).toMatchObject({ title: 'Update Failed', description: 'Failed to update the review. Bad slug' });

    await act(() => result.current.run('create', () => Promise.reject(new Error('Bad slug'))));
    expect(shownToast()).toMatchObject({ title: 'Creation Failed', description: 'Failed to create the review. Bad slug' });
  });

  it('stays where it is for a form in a dialog, and words the deletion as the tab asks', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollTo.mockClear();
    const { result } = setup(() => Promise.resolve(), {
      scrollToForm: false,
      successTitle: () => 'Success',
      deletedText: (name) => `${name} was deleted.`,
    });

    act(() => result.current.startEdit(item));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => result.current.remove(item));
    expect(shownToast()).toMatchObject({ title: 'Success', description: 'Apex XTX50 Regulator was deleted.', variant: 'success' });
  });
});
