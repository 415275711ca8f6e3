import type { NewMail } from '../mail/outbox.service';
import { Contact } from './contact.entity';

/** The owner's copy of a contact message; Reply-To is the visitor, so a reply goes straight to them. */
export function contactMail(contact: Contact, recipient: string): NewMail {
  return {
    kind: 'contact',
    recipient,
    subject: `[Dive Down Under] ${contact.subject}`,
    headers: { 'Reply-To': `"${contact.name.replace(/["\\]/g, '')}" <${contact.email}>` },
    text: [
      `New message from the contact form (#${contact.id}).`,
      '',
      `Name: ${contact.name}`,
      `Email: ${contact.email}`,
      `Subject: ${contact.subject}`,
      `Received: ${contact.createdAt.toISOString()}`,
      '',
      contact.message,
    ].join('\n'),
  };
}
