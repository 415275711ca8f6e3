import { useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';
import { MISSING_INFO_TEXT, MISSING_INFO_TITLE } from './admin-forms';

export type EditorAction = 'create' | 'update' | 'delete';

const FAILURE_TITLES: Record<EditorAction, string> = {
  create: 'Creation Failed',
  update: 'Update Failed',
  delete: 'Deletion Failed',
};

export interface AdminEditorOptions<T, F> {
  /** Toast title prefix: "Blog" gives "Blog Created", "Blog Updated", "Blog Deleted". */
  noun: string;
  /** Object of the failure texts: "the blog post" gives "Failed to update the blog post.". */
  thing: string;
  nameOf: (item: T) => string;
  toForm: (item: T) => F;
  /** Fills the form with an item being edited. */
  load: (form: F) => void;
  /** Empties the form. */
  reset: () => void;
  deleteItem: (id: number) => Promise<unknown>;
  /** Refetches the lists (admin and public) after a change. */
  refresh: () => Promise<unknown>;
}

/**
 * What the admin's content tabs share: which item is being edited, the success and failure toasts,
 * and deletion (confirmation stays with each tab because the spec asks for different kinds).
 */
export function useAdminEditor<T extends { id: number }, F>({ noun, thing, nameOf, toForm, load, reset, deleteItem, refresh }: AdminEditorOptions<T, F>) {
  const [editing, setEditing] = useState<T | null>(null);

  const cancelEdit = () => {
    setEditing(null);
    reset();
  };

  const startEdit = (item: T) => {
    setEditing(item);
    load(toForm(item));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const notify = (outcome: 'Created' | 'Updated' | 'Deleted', description: string) =>
    toast({ title: `${noun} ${outcome}`, description, variant: 'success' });

  const warnMissingInfo = () => toast({ title: MISSING_INFO_TITLE, description: MISSING_INFO_TEXT, variant: 'destructive' });

  /** Runs a change, then refreshes the lists; a refused change shows the server's reason. */
  const run = async (action: EditorAction, change: () => Promise<void>) => {
    try {
      await change();
      await refresh();
    } catch (error) {
      toast({ title: FAILURE_TITLES[action], description: `Failed to ${action} ${thing}. ${serverMessage(error)}`, variant: 'destructive' });
    }
  };

  const remove = (item: T) =>
    run('delete', async () => {
      await deleteItem(item.id);
      if (editing?.id === item.id) cancelEdit();
      notify('Deleted', `"${nameOf(item)}" was deleted.`);
    });

  return { editing, startEdit, cancelEdit, notify, warnMissingInfo, run, remove };
}
