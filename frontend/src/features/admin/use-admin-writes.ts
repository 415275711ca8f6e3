import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';
import { MISSING_INFO_TEXT, MISSING_INFO_TITLE } from './admin-forms';

export type EditorAction = 'create' | 'update' | 'delete';
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

  /** Runs a change, then refreshes the lists; `failure` titles this call's failure toast instead of the default. */
  const run = async (action: EditorAction, change: () => Promise<void>, failure?: string) => {
    try {
      await change();
      await refresh();
    } catch (error) {
      warn(
        failure ?? failureTitle?.(action) ?? FAILURE_TITLES[action],
        failureText?.(action, error) ?? `Failed to ${action} ${thing}. ${serverMessage(error)}`,
      );
    }
  };

  return { notify, warn, warnMissingInfo, run };
}
