import { Button, Heading, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { EmailLayout, SenderFacts } from './email-layout';

/**
 * The double opt-in e-mail, the newsletter's and a dive-window alert's alike: what the reader asked
 * for (`children`), one button to the confirm page, and the link spelled out for when the button
 * does not work.
 */
export function ConfirmLinkEmail(props: {
  sender: SenderFacts;
  preview: string;
  /** Why this address got the e-mail, and that ignoring it is enough. */
  footerNote: string;
  heading: string;
  children: ReactNode;
  buttonLabel: string;
  confirmUrl: string;
  linkDays: number;
}) {
  const { sender, preview, footerNote, heading, children, buttonLabel, confirmUrl, linkDays } = props;
  return (
    <EmailLayout preview={preview} sender={sender} footerNote={footerNote}>
      <Heading as="h1" style={{ color: '#0b4f6c', fontSize: '24px' }}>
        {heading}
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px' }}>{children}</Text>
      <Button
        href={confirmUrl}
        style={{ backgroundColor: '#f28c28', borderRadius: '6px', color: '#ffffff', fontWeight: 700, padding: '14px 22px' }}
      >
        {buttonLabel}
      </Button>
      <Text style={{ fontSize: '14px', lineHeight: '22px', color: '#3d4b53' }}>
        The button opens a page on our site where you confirm with one more click. The link works for {linkDays} days. If the button does
        not work, copy this address into your browser: {confirmUrl}
      </Text>
    </EmailLayout>
  );
}
