import Skeleton from '@mui/material/Skeleton';
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { ALERT_FORM_HEIGHT, ALERT_FORM_TITLE } from './alert-form-height';

/**
 * How close to the screen the form's room must come before the form is drawn. It sits below the first
 * screen on every page it is on (a phone and a desktop alike); drawn at load, it was one of the page's
 * long tasks on a phone, for a form most visitors never scroll to.
 */
const NEAR_MARGIN = '200px';

/**
 * The alert form's room: a placeholder of the form's size (so it moves nothing), named as the form is,
 * until it comes near the screen; then the form (`children`, a lazy component whose code comes then).
 */
export function AlertFormRoom({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, NEAR_MARGIN);
  const placeholder = (
    <section ref={ref} aria-label={ALERT_FORM_TITLE} aria-busy="true">
      <Skeleton variant="rectangular" sx={{ height: ALERT_FORM_HEIGHT, borderRadius: 1 }} />
    </section>
  );
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
