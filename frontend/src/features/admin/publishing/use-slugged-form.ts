import { useState } from 'react';
import { slugify } from '@ddu/shared/text/slug';

interface Slugged {
  title: string;
  slug: string;
}

/**
 * Form state whose slug follows the title until the admin edits the slug by hand; editing an
 * existing item keeps its slug unless the admin changes it.
 */
export function useSluggedForm<F extends Slugged>(empty: F) {
  const [form, setForm] = useState<F>(empty);
  const [slugEdited, setSlugEdited] = useState(false);

  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setTitle = (title: string) => setForm((f) => ({ ...f, title, slug: slugEdited ? f.slug : slugify(title) }));
  const setSlug = (slug: string) => {
    setSlugEdited(true);
    set('slug', slug as F['slug']);
  };
  const load = (next: F) => {
    setForm(next);
    setSlugEdited(true);
  };
  const reset = () => {
    setForm(empty);
    setSlugEdited(false);
  };
  return { form, set, setTitle, setSlug, load, reset };
}
