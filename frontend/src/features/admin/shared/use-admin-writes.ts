import { useRef, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';
import { MISSING_INFO_TEXT, MISSING_INFO_TITLE } from './admin-forms';
import { IDEMPOTENCY_KEY_HEADER, useIdempotencyKey } from './use-idempotency-key';

export type EditorAction = 'create' | 'update' | 'delete';
/** What a create sends along (the generated hooks' `headers` variable). */
export type IdempotencyHeaders = { 'Idempotency-Key': string };
export type EditorOutcome = 'Created' | 'Updated' | 'Deleted';

const FAILURE_TITLES: Record<EditorAction, string> = {
  create: 'Creation Failed',
  update: 'Update Failed',
  delete: 'Deletion Failed',
};

/**
 * A tab's own toast texts where the spec gives it different ones (the dive-site admin); each
 * defaults to the texts the blog, review and product tabs share.
 */
export interface AdminWriteTexts {
  /** Default: "{noun} Created", "{noun} Updated", "{noun} Deleted". */
  successTitle?: (outcome: EditorOutcome) => string;
  /** Default: "Creation Failed", "Update Failed", "Deletion Failed". */
  failureTitle?: (action: EditorAction) => string;
  /** Default: "Failed to {action} {thing}. {the server's message}". */
  failureText?: (action: EditorAction, error: unknown) => string;
}

export interface AdminWritesOptions extends AdminWriteTexts {
  /** Toast title prefix: "Blog" gives "Blog Created", "Blog Updated", "Blog Deleted". */
  noun: string;
  /** Object of the failure texts: "the blog post" gives "Failed to update the blog post.". */
  thing: string;
  /** Refetches the lists (admin and public) after a change. */
  refresh: () => Promise<unknown>;
}

/**
 * How every admin write in the UI goes: run the change, refresh the lists, and say how it went in
 * one toast (a refused change shows the server's reason, read by lib/server-message).
 */
export function useAdminWrites({ noun, thing, refresh, successTitle, failureTitle, failureText }: AdminWritesOptions) {
  const notify = (outcome: EditorOutcome, description: string) =>
    toast({ title: successTitle?.(outcome) ?? `${noun} ${outcome}`, description, variant: 'success' });

  const warn = (title: string, description: string) => toast({ title, description, variant: 'destructive' });

  const warnMissingInfo = () => warn(MISSING_INFO_TITLE, MISSING_INFO_TEXT);

  /**
   * Runs a change, then refreshes the lists; `failure` titles this call's failure toast instead of the
   * default. True when the change went through.
   */
  const run = async (action: EditorAction, change: () => Promise<void>, failure?: string): Promise<boolean> => {
    try {
      await change();
      await refresh();
      return true;
    } catch (error) {
      warn(
        failure ?? failureTitle?.(action) ?? FAILURE_TITLES[action],
        failureText?.(action, error) ?? `Failed to ${action} ${thing}. ${serverMessage(error)}`,
      );
      return false;
    }
  };

  const keys = useIdempotencyKey();
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);

  /**
   * A form's save (Add, Save, Publish): inert from the first click until the answer — a second click
   * meanwhile does nothing, even before the button has re-rendered disabled — and a create carries an
   * Idempotency-Key, kept when the same payload is sent again after a failure, so it is made once.
   */
  const submit = async (
    action: EditorAction,
    payload: unknown,
    change: (headers: IdempotencyHeaders) => Promise<void>,
    failure?: string,
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const headers = { [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(payload) } as IdempotencyHeaders;
      if (await run(action, () => change(headers), failure)) keys.forget();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { notify, warn, warnMissingInfo, run, submit, saving };
}
