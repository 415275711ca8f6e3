import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIsClient } from '@/lib/use-is-client';
import { ALERT_FORM_HEIGHT } from './alert-form-height';
import type { WindowAlertFormProps } from './window-alert-form';

/**
 * The alert form for the region and state pages, loaded by `load` once the page is interactive: its code
 * stays out of the page's first load. (The dive-site page has its own, SiteWindowAlertForm, which adds
 * fewer bytes to a page with a tight budget.)
 */
export function lazyWindowAlertForm(load: () => Promise<{ default: ComponentType<WindowAlertFormProps> }>) {
  const Form = lazy(load);
  return function LazyWindowAlertForm(props: WindowAlertFormProps) {
    const placeholder = <Skeleton variant="rectangular" sx={{ height: ALERT_FORM_HEIGHT, borderRadius: 1 }} />;
    return <Suspense fallback={placeholder}>{useIsClient() ? <Form {...props} /> : placeholder}</Suspense>;
  };
}
