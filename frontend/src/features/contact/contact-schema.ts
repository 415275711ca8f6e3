import { z } from '@/lib/zod';

/** The same limits the server enforces (SendContactMessageDto), so the visitor hears about them first. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, messageMin: 10, messageMax: 5000 } as const;

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters.`),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, `Email address must be at most ${CONTACT_LIMITS.email} characters.`)
    .pipe(z.email('Please enter a valid email address.')),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters.`),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters.`)
    .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`),
});

export type ContactForm = z.infer<typeof contactSchema>;
