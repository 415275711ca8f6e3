import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout, SenderFacts } from '../../emails/email-layout';

export const alertConfirmationSubject = (watching: string) => `Confirm your dive-window alert for ${watching}`;

/** The one e-mail an alert sign-up gets before it is confirmed: nothing else is sent until the reader clicks. */
export function AlertConfirmationEmail(props: { sender: SenderFacts; confirmUrl: string; watching: string; linkDays: number }) {
  const { sender, confirmUrl, watching, linkDays } = props;
  return (
    <EmailLayout
      preview={`One click and we will tell you when ${watching} looks good for a weekend dive.`}
      sender={sender}
      footerNote="You receive this e-mail because this address was entered in a dive-window alert form on our site. If that was not you, ignore it: without a confirmation you will not hear from us again."
    >
      <Heading as="h1" style={{ color: '#0b4f6c', fontSize: '24px' }}>
        Please confirm your alert
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>
        You asked us to e-mail you when {watching} rates &quot;good&quot; in our dive window on a coming Saturday or Sunday. Confirm that
        this is your address and we will keep an eye on the forecast for you: at most one e-mail a week, and only when it looks good.
      </Text>
      <Button
        href={confirmUrl}
        style={{ backgroundColor: '#f28c28', borderRadius: '6px', color: '#ffffff', fontWeight: 700, padding: '14px 22px' }}
      >
        Confirm my alert
      </Button>
      <Text style={{ fontSize: '14px', lineHeight: '22px', color: '#3d4b53' }}>
        The button opens a page on our site where you confirm with one more click. The link works for {linkDays} days. If the button does
        not work, copy this address into your browser: {confirmUrl}
      </Text>
    </EmailLayout>
  );
}
