import { useSearchParams } from 'react-router-dom';
import { useUnsubscribeNewsletter } from '@/api/generated/endpoints/newsletter/newsletter';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';
import { UnsubscribeWindowAlert } from './alert-unsubscribe';
import { isAlertToken } from './alert-token';
import { EmailLinkCard } from './email-link-card';

const CONTACT_HINT = 'If this keeps happening, write to us through the contact page and we will take you off the list by hand.';

/** Where the unsubscribe link of every newsletter e-mail leads: one click to confirm, nothing else asked. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeNewsletter();

  if (isAlertToken(token)) return <UnsubscribeWindowAlert token={token} />;

  return (
    <>
      <PageSeo title="Unsubscribe" description="Leave the Dive Down Under newsletter." path={paths.newsletterUnsubscribe.path} noIndex />
      <PageHero title="Unsubscribe" eyebrow="Newsletter">
        Sorry to see you go. You can sign up again on our home page whenever you like.
      </PageHero>
      <EmailLinkCard
        token={token}
        missingToken={`This link is missing its code. Please open the whole unsubscribe link from the newsletter e-mail. ${CONTACT_HINT}`}
        question="Stop receiving the newsletter?"
        explanation="Confirm below and we will stop sending the Dive Down Under newsletter to the address this e-mail was sent to."
        actionLabel="Unsubscribe"
        pendingLabel="Unsubscribing..."
        pending={unsubscribe.isPending}
        error={unsubscribe.isError ? `${serverMessage(unsubscribe.error)} ${CONTACT_HINT}` : undefined}
        onAction={() => unsubscribe.mutate({ data: { token } })}
        done={
          unsubscribe.isSuccess
            ? {
                title: unsubscribe.data.alreadyUnsubscribed ? 'Already unsubscribed' : 'You are unsubscribed',
                message: unsubscribe.data.message,
              }
            : undefined
        }
      />
    </>
  );
}
