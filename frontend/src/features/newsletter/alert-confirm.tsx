import { useConfirmWindowAlert } from '@/api/generated/endpoints/dive-window-alerts/dive-window-alerts';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/server-message';
import { EmailLinkCard } from './email-link-card';

/**
 * The confirmation page (/newsletter/confirm) when its link came with a dive-window alert's e-mail (the
 * token says so: ALERT_TOKEN_PREFIX). Opening the page changes nothing; the visitor confirms with the button.
 */
export function ConfirmWindowAlert({ token }: { token: string }) {
  const confirm = useConfirmWindowAlert();

  return (
    <>
      <PageSeo
        title="Confirm your dive-window alert"
        description="Confirm your Dive Down Under dive-window alert."
        path={paths.newsletterConfirm.path}
        noIndex
      />
      <PageHero title="Confirm your alert" eyebrow="Dive-window alerts">
        One click and we will e-mail you when the weekend looks good for a dive.
      </PageHero>
      <EmailLinkCard
        token={token}
        missingToken="This link is missing its code. Please open the whole link from the confirmation e-mail, or ask for the alert again on the dive site's page."
        question="Switch your alert on?"
        explanation="Confirm below and we will e-mail you, at most once a week, when the dive window rates the weekend good. A forecast, not a safety assessment. Every alert e-mail has a one-click way out."
        actionLabel="Confirm alert"
        pendingLabel="Confirming..."
        pending={confirm.isPending}
        error={confirm.isError ? serverMessage(confirm.error) : undefined}
        onAction={() => confirm.mutate({ data: { token } })}
        done={
          confirm.isSuccess
            ? { title: confirm.data.alreadyConfirmed ? 'Already on' : 'Your alert is on', message: confirm.data.message }
            : undefined
        }
      />
    </>
  );
}
