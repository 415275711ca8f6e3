import { useConfirmWindowAlert } from '@/api/generated/endpoints/dive-window-alerts/dive-window-alerts';
import { ConfirmLinkPage } from './confirm-link-page';

/**
 * The confirmation page (/newsletter/confirm) when its link came with a dive-window alert's e-mail (the
 * token says so: ALERT_TOKEN_PREFIX). Opening the page changes nothing; the visitor confirms with the button.
 */
export function ConfirmWindowAlert({ token }: { token: string }) {
  const confirm = useConfirmWindowAlert();

  return (
    <ConfirmLinkPage
      token={token}
      title="Confirm your dive-window alert"
      description="Confirm your Dive Down Under dive-window alert."
      heroTitle="Confirm your alert"
      eyebrow="Dive-window alerts"
      lead="One click and we will e-mail you when the weekend looks good for a dive."
      missingToken="This link is missing its code. Please open the whole link from the confirmation e-mail, or ask for the alert again on the dive site's page."
      question="Switch your alert on?"
      explanation="Confirm below and we will e-mail you, at most once a week, when the dive window rates the weekend good. A forecast, not a safety assessment. Every alert e-mail has a one-click way out."
      actionLabel="Confirm alert"
      confirm={confirm}
      done={(answer) => ({ title: answer.alreadyConfirmed ? 'Already on' : 'Your alert is on', message: answer.message })}
    />
  );
}
