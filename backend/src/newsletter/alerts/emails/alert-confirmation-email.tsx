import { ConfirmLinkEmail } from '../../emails/confirm-link-email';
import { SenderFacts } from '../../emails/email-layout';

export const alertConfirmationSubject = (watching: string) => `Confirm your dive-window alert for ${watching}`;

/** The one e-mail an alert sign-up gets before it is confirmed: nothing else is sent until the reader clicks. */
export function AlertConfirmationEmail(props: { sender: SenderFacts; confirmUrl: string; watching: string; linkDays: number }) {
  const { sender, confirmUrl, watching, linkDays } = props;
  return (
    <ConfirmLinkEmail
      sender={sender}
      preview={`One click and we will tell you when ${watching} looks good for a weekend dive.`}
      footerNote="You receive this e-mail because this address was entered in a dive-window alert form on our site. If that was not you, ignore it: without a confirmation you will not hear from us again."
      heading="Please confirm your alert"
      buttonLabel="Confirm my alert"
      confirmUrl={confirmUrl}
      linkDays={linkDays}
    >
      You asked us to e-mail you when {watching} rates &quot;good&quot; in our dive window on a coming Saturday or Sunday. Confirm that this
      is your address and we will keep an eye on the forecast for you: at most one e-mail a week, and only when it looks good.
    </ConfirmLinkEmail>
  );
}
