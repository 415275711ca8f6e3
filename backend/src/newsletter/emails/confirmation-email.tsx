import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout, SenderFacts } from './email-layout';

export const CONFIRMATION_SUBJECT = 'Confirm your subscription and get your free dive trip guide';

/** The one e-mail a new sign-up gets: confirm, and the promised guide is one click away. */
export function ConfirmationEmail(props: { sender: SenderFacts; confirmUrl: string; guideTitle: string; linkDays: number }) {
  const { sender, confirmUrl, guideTitle, linkDays } = props;
  return (
    <EmailLayout
      preview={`One click to confirm, then download "${guideTitle}".`}
      sender={sender}
      footerNote="You receive this e-mail because this address was entered in the newsletter sign-up form on our site. If that was not you, ignore it: without a confirmation you will not hear from us again."
    >
      <Heading as="h1" style={{ color: '#0b4f6c', fontSize: '24px' }}>
        Please confirm your subscription
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>
        Thanks for signing up to the Dive Down Under newsletter. Confirm that this is your address and your free guide, &quot;{guideTitle}
        &quot;, is ready to download straight away.
      </Text>
      <Button
        href={confirmUrl}
        style={{ backgroundColor: '#f28c28', borderRadius: '6px', color: '#ffffff', fontWeight: 700, padding: '14px 22px' }}
      >
        Confirm and get the guide
      </Button>
      <Text style={{ fontSize: '14px', lineHeight: '22px', color: '#3d4b53' }}>
        The button opens a page on our site where you confirm with one more click. The link works for {linkDays} days. If the button does
        not work, copy this address into your browser: {confirmUrl}
      </Text>
    </EmailLayout>
  );
}
