import { lazy, type ComponentType } from 'react';
import { AlertFormRoom } from './alert-form-room';
import type { WindowAlertFormProps } from './window-alert-form';

/**
 * The alert form for the region and state pages, loaded by `load` once its room comes near the screen:
 * its code stays out of the page's first load. (The dive-site page has its own, SiteWindowAlertForm, which
 * adds fewer bytes to a page with a tight budget.)
 */
export function lazyWindowAlertForm(load: () => Promise<{ default: ComponentType<WindowAlertFormProps> }>) {
  const Form = lazy(load);
  return function LazyWindowAlertForm(props: WindowAlertFormProps) {
    return (
      <AlertFormRoom>
        <Form {...props} />
      </AlertFormRoom>
    );
  };
}
