import type { ReactNode } from 'react';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';
import { EmailLinkCard } from './email-link-card';

/** The confirm call of either list, as its generated mutation hook gives it. */
interface ConfirmMutation<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  data: T | undefined;
  mutate: (variables: { data: { token: string } }) => void;
}

interface ConfirmLinkPageProps<T> {
  token: string;
  /** The page's title (for the browser and search engines, which are told not to index it) and description. */
  title: string;
  description: string;
  heroTitle: string;
  eyebrow: string;
  lead: ReactNode;
  missingToken: ReactNode;
  question: string;
  explanation: ReactNode;
  actionLabel: string;
  confirm: ConfirmMutation<T>;
  /** What the page shows once the server confirmed, from its answer. */
  done: (answer: T) => { title: string; message: string; next?: ReactNode };
}

/**
 * The double opt-in's confirm page (/newsletter/confirm), the newsletter's and a dive-window alert's
 * alike: opening it changes nothing (mail scanners open every link); the visitor confirms with the button.
 */
export function ConfirmLinkPage<T>(props: ConfirmLinkPageProps<T>) {
  const { token, confirm, done } = props;
  return (
    <>
      <PageSeo title={props.title} description={props.description} path={paths.newsletterConfirm.path} noIndex />
      <PageHero title={props.heroTitle} eyebrow={props.eyebrow}>
        {props.lead}
      </PageHero>
      <EmailLinkCard
        token={token}
        missingToken={props.missingToken}
        question={props.question}
        explanation={props.explanation}
        actionLabel={props.actionLabel}
        pendingLabel="Confirming..."
        pending={confirm.isPending}
        error={confirm.isError ? serverMessage(confirm.error) : undefined}
        onAction={() => confirm.mutate({ data: { token } })}
        done={confirm.isSuccess && confirm.data !== undefined ? done(confirm.data) : undefined}
      />
    </>
  );
}
