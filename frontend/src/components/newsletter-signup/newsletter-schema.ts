/**
 * The newsletter form's one rule, without a schema library: the home page is the site's most
 * visited page and its script budget is small (zod and react-hook-form stay on the contact page).
 */
// The same pattern zod's z.email() uses by default, so the rule did not change when zod left this form.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

/** The trimmed address, or the message to show under the field. */
export function validateNewsletterEmail(value: string): { email: string } | { error: string } {
  const email = value.trim();
  if (email === '') return { error: 'Please enter your email address.' };
  if (email.length > MAX_EMAIL_LENGTH) return { error: 'That email address is too long.' };
  if (!EMAIL.test(email)) return { error: 'Please enter a valid email address.' };
  return { email };
}
