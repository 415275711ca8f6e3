import { ConfirmLinkEmail } from './confirm-link-email';
import { SenderFacts } from './email-layout';

export const CONFIRMATION_SUBJECT = 'Confirm your subscription and get your free dive trip guide';

/** The one e-mail a new sign-up gets: confirm, and the promised guide is one click away. */
export function ConfirmationEmail(props: { sender: SenderFacts; confirmUrl: string; guideTitle: string; linkDays: number }) {
  const { sender, confirmUrl, guideTitle, linkDays } = props;
  return (
    <ConfirmLinkEmail
      sender={sender}
      preview={`One click to confirm, then download "${guideTitle}".`}
      footerNote="You receive this e-mail because this address was entered in the newsletter sign-up form on our site. If that was not you, ignore it: without a confirmation you will not hear from us again."
      heading="Please confirm your subscription"
      buttonLabel="Confirm and get the guide"
      confirmUrl={confirmUrl}
      linkDays={linkDays}
    >
      Thanks for signing up to the Dive Down Under newsletter. Confirm that this is your address and your free guide, &quot;{guideTitle}
      &quot;, is ready to download straight away.
    </ConfirmLinkEmail>
  );
}
