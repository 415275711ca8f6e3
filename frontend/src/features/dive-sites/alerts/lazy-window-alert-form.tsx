import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIsClient } from '@/lib/use-is-client';
import type { WindowAlertFormProps } from './window-alert-form';

/**
 * The alert form, loaded by `load` once the page is interactive: its code stays out of the page's first
 * load. A page that already loads a chunk after hydration can hand the form over with it (the dive-site
 * page's conditions view), so the page names no second chunk list.
 */
export function lazyWindowAlertForm(load: () => Promise<{ default: ComponentType<WindowAlertFormProps> }>) {
  const Form = lazy(load);
  return function LazyWindowAlertForm(props: WindowAlertFormProps) {
    // Room the form takes on a phone and above, so it moves nothing when it arrives.
    const placeholder = <Skeleton variant="rectangular" sx={{ height: { xs: 260, sm: 200 }, borderRadius: 1 }} />;
    return <Suspense fallback={placeholder}>{useIsClient() ? <Form {...props} /> : placeholder}</Suspense>;
  };
}
