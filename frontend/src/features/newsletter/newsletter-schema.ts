import { z } from '@/lib/zod';

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address.')),
});

export type NewsletterForm = z.infer<typeof newsletterSchema>;
