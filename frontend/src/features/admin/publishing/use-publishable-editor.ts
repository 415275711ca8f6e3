import { trackEvent } from '@/lib/analytics';
import type { PublishableItem } from './publishable-lists';
import { useAdminEditor } from '../shared/use-admin-editor';
import type { IdempotencyHeaders } from '../shared/use-admin-writes';
import { useSluggedForm } from './use-slugged-form';

/** The form fields every publishable item (blog post, gear review) has. */
export interface PublishableForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
}

interface PublishableEditorOptions<T extends PublishableItem, F extends PublishableForm, D extends { title: string; category: string }> {
  /** Toast title prefix, e.g. "Blog" or "Review". */
  noun: string;
  /** Object of the failure texts, e.g. "the blog post". */
  thing: string;
  /** Analytics subject: "article" gives the events admin_create_article and admin_update_article. */
  eventSubject: string;
  empty: F;
  toForm: (item: T) => F;
  isComplete: (form: F) => boolean;
  toPayload: (form: F, published: boolean) => D;
  /** `headers` carry the save's Idempotency-Key. */
  create: (data: D, headers: IdempotencyHeaders) => Promise<unknown>;
  update: (id: number, data: D | { published: boolean } | { publishAt: string | null }) => Promise<unknown>;
  deleteItem: (id: number) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}

/** Draft/publish editing of blog posts and gear reviews: save as draft or publish, toggle, edit, delete. */
export function usePublishableEditor<T extends PublishableItem, F extends PublishableForm, D extends { title: string; category: string }>(
  options: PublishableEditorOptions<T, F, D>,
) {
  const { eventSubject, empty, isComplete, toPayload, create, update } = options;
  const { form, set, setTitle, setSlug, load, reset } = useSluggedForm(empty);
  const editor = useAdminEditor<T, F>({ ...options, nameOf: (item) => item.title, load, reset });
  const { editing, cancelEdit, notify, run, submit } = editor;

  const save = async (published: boolean) => {
    if (!isComplete(form)) {
      editor.warnMissingInfo();
      return;
    }
    const data = toPayload(form, published);
    const state = published ? 'published' : 'saved as a draft';
    await submit(editing ? 'update' : 'create', data, async (headers) => {
      if (editing) {
        await update(editing.id, data);
        trackEvent(`admin_update_${eventSubject}`, { category: data.category, label: data.title, published });
        notify('Updated', `"${data.title}" was ${state}.`);
      } else {
        await create(data, headers);
        trackEvent(`admin_create_${eventSubject}`, { category: data.category, label: data.title, published });
        notify('Created', `"${data.title}" was ${state}.`);
      }
      cancelEdit();
    });
  };

  const togglePublished = (item: T) =>
    run('update', async () => {
      await update(item.id, { published: !item.published });
      trackEvent(`admin_update_${eventSubject}`, { label: item.title, published: !item.published });
      notify('Updated', `"${item.title}" ${item.published ? 'was moved to drafts' : 'is now published'}.`);
    });

  /** Sets (an ISO instant) or cancels (null) a draft's publish time. */
  const schedule = (item: T, publishAt: string | null) =>
    run('update', async () => {
      await update(item.id, { publishAt });
      trackEvent(`admin_update_${eventSubject}`, { label: item.title, scheduled: publishAt !== null });
      notify('Updated', publishAt ? `"${item.title}" is scheduled.` : `"${item.title}" is no longer scheduled.`);
    });

  /** True while the form differs from what was loaded (or from an empty form): the leave guard asks first. */
  const dirty = JSON.stringify(form) !== JSON.stringify(editing ? options.toForm(editing) : empty);

  /** Excerpt and content are the same plain-text fields on every publishable form. */
  const setText = (key: 'excerpt' | 'content', value: string) => set(key, value as F[typeof key]);

  return { ...editor, form, dirty, set, setTitle, setSlug, setText, save, togglePublished, schedule };
}
