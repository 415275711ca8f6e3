import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** Who sends every e-mail and how to reach them: the Spam Act 2003 asks for both in each message. */
export interface SenderFacts {
  publicUrl: string;
  replyAddress: string;
}

const page = { backgroundColor: '#eef4f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '600px', margin: '0 auto', padding: '0 0 8px' };
const brand = { backgroundColor: '#0b4f6c', borderRadius: '8px 8px 0 0', padding: '18px 24px' };
const brandText = { color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 };
const content = { padding: '8px 24px' };
const footer = { color: '#5b6b75', fontSize: '12px', lineHeight: '18px', padding: '0 24px' };

export function EmailLayout(props: {
  preview: string;
  sender: SenderFacts;
  children: ReactNode;
  footerNote: ReactNode;
  unsubscribeUrl?: string;
}) {
  const { preview, sender, children, footerNote, unsubscribeUrl } = props;
  const host = new URL(sender.publicUrl).host;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section style={brand}>
            <Text style={brandText}>Dive Down Under</Text>
          </Section>
          <Section style={content}>{children}</Section>
          <Hr style={{ borderColor: '#d9e2e7', margin: '16px 24px' }} />
          <Section style={footer}>
            <Text style={footer}>{footerNote}</Text>
            <Text style={footer}>
              Sent by Dive Down Under, <Link href={sender.publicUrl}>{host}</Link>. Questions? Write to{' '}
              <Link href={`mailto:${sender.replyAddress}`}>{sender.replyAddress}</Link> or simply reply to this e-mail.
            </Text>
            {unsubscribeUrl && (
              <Text style={footer}>
                <Link href={unsubscribeUrl}>Unsubscribe</Link> from the Dive Down Under newsletter with one click.
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
