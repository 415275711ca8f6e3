import { useUnsubscribeWindowAlert } from '@/api/generated/endpoints/dive-window-alerts/dive-window-alerts';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';
import { EmailLinkCard } from './email-link-card';

const CONTACT_HINT = 'If this keeps happening, write to us through the contact page and we will switch the alert off by hand.';

/** The unsubscribe page (/newsletter/unsubscribe) when its link came with an alert e-mail: one click, nothing else asked. */
export function UnsubscribeWindowAlert({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeWindowAlert();

  return (
    <>
      <PageSeo
        title="Stop an alert"
        description="Stop a Dive Down Under dive-window alert."
        path={paths.newsletterUnsubscribe.path}
        noIndex
      />
      <PageHero title="Stop this alert" eyebrow="Dive-window alerts">
        You can ask for it again on the dive site&rsquo;s page whenever you like.
      </PageHero>
      <EmailLinkCard
        token={token}
        missingToken={`This link is missing its code. Please open the whole link from the alert e-mail. ${CONTACT_HINT}`}
        question="Stop this dive-window alert?"
        explanation="Confirm below and we will stop sending this alert to the address it was sent to. Other alerts and the newsletter are not affected."
        actionLabel="Stop alert"
        pendingLabel="Stopping..."
        pending={unsubscribe.isPending}
        error={unsubscribe.isError ? `${serverMessage(unsubscribe.error)} ${CONTACT_HINT}` : undefined}
        onAction={() => unsubscribe.mutate({ data: { token } })}
        done={
          unsubscribe.isSuccess
            ? { title: unsubscribe.data.alreadyUnsubscribed ? 'Already off' : 'Your alert is off', message: unsubscribe.data.message }
            : undefined
        }
      />
    </>
  );
}
