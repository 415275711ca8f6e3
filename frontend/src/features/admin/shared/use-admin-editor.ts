import { useState } from 'react';
import { useAdminWrites, type AdminWritesOptions } from './use-admin-writes';

export type { EditorAction } from './use-admin-writes';

export interface AdminEditorOptions<T, F> extends AdminWritesOptions {
  nameOf: (item: T) => string;
  toForm: (item: T) => F;
  /** Fills the form with an item being edited. */
  load: (form: F) => void;
  /** Empties the form. */
  reset: () => void;
  deleteItem: (id: number) => Promise<unknown>;
  /** Text of the deletion toast; default `"{name}" was deleted.`. */
  deletedText?: (name: string) => string;
  /** Scrolls up to the form when editing starts (default); false where the form opens in a dialog. */
  scrollToForm?: boolean;
}

/**
 * What the admin's content tabs share: which item is being edited, the success and failure toasts,
 * and deletion (confirmation stays with each tab because the spec asks for different kinds).
 */
export function useAdminEditor<T extends { id: number }, F>(options: AdminEditorOptions<T, F>) {
  const { nameOf, toForm, load, reset, deleteItem, deletedText = (name) => `"${name}" was deleted.`, scrollToForm = true } = options;
  const writes = useAdminWrites(options);
  const [editing, setEditing] = useState<T | null>(null);

  const cancelEdit = () => {
    setEditing(null);
    reset();
  };

  const startEdit = (item: T) => {
    setEditing(item);
    load(toForm(item));
    if (scrollToForm) window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const remove = (item: T) =>
    writes.run('delete', async () => {
      await deleteItem(item.id);
      if (editing?.id === item.id) cancelEdit();
      writes.notify('Deleted', deletedText(nameOf(item)));
    });

  return { ...writes, editing, startEdit, cancelEdit, remove };
}
