import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout, SenderFacts } from './email-layout';

export const GUIDE_EMAIL_SUBJECT = 'Your free guide: 10 Must-Have Items for Your First Dive Trip';

/** The one-off e-mail that brings subscribers from before double opt-in the guide they were promised. */
export function GuideEmail(props: { sender: SenderFacts; guideUrl: string; guideTitle: string; unsubscribeUrl: string }) {
  const { sender, guideUrl, guideTitle, unsubscribeUrl } = props;
  return (
    <EmailLayout
      preview={`Download "${guideTitle}" (PDF).`}
      sender={sender}
      unsubscribeUrl={unsubscribeUrl}
      footerNote="You receive this e-mail because you subscribed to the Dive Down Under newsletter, which promised you this guide."
    >
      <Heading as="h1" style={{ color: '#0b4f6c', fontSize: '24px' }}>
        Your free guide is ready
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>
        Thanks for reading the Dive Down Under newsletter. Here is the guide we promised when you signed up: &quot;{guideTitle}&quot;, ten
        items with honest advice on what to buy, what to rent and what to leave at home.
      </Text>
      <Button
        href={guideUrl}
        style={{ backgroundColor: '#f28c28', borderRadius: '6px', color: '#ffffff', fontWeight: 700, padding: '14px 22px' }}
      >
        Download the guide (PDF)
      </Button>
      <Text style={{ fontSize: '14px', lineHeight: '22px', color: '#3d4b53' }}>
        If the button does not work, open this address: {guideUrl}
      </Text>
    </EmailLayout>
  );
}
