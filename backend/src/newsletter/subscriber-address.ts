import { isEmail, registerDecorator, ValidationArguments } from 'class-validator';
import { Transform } from 'class-transformer';
import { domainToASCII } from 'node:url';

/**
 * One mailbox, one spelling. A sign-up's address is stored in the form the mailer sends to, and
 * every comparison uses that form, so look-alikes of one mailbox cannot become several subscribers:
 * - the domain in lower case and in its ASCII (punycode) form, as it is looked up in DNS;
 * - the local part in lower case too. RFC 5321 lets a server treat `Bob` and `bob` as two
 *   mailboxes, but no common provider does, and two subscribers for one reader is the worse mistake;
 * - only the plain `name@domain` form: quoted local parts (`"bob"@…`), spaces, control characters
 *   and brackets are refused with a sentence, since no reader needs them and each is a way to
 *   spell an address already on the list differently.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** RFC 5322 dot-atom (plus letters beyond ASCII, which validator.js also allows). */
const DOT_ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~\u00a0-\uffff-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~\u00a0-\uffff-]+)*$/;

export const INVALID_ADDRESS_MESSAGE = 'Please enter a valid email address.';

/** Why an address (already trimmed and lower-cased) cannot be signed up, as a sentence; null when it can. */
export function addressProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return INVALID_ADDRESS_MESSAGE;
  if (CONTROL.test(value)) return 'Please enter your email address without line breaks or hidden characters.';
  if (value.includes('"')) return 'Please enter your email address without quotation marks, as name@example.com.';
  if (/\s/.test(value)) return 'Please enter your email address without spaces.';
  const at = value.lastIndexOf('@');
  if (at < 1 || !DOT_ATOM.test(value.slice(0, at))) return INVALID_ADDRESS_MESSAGE;
  if (!isEmail(value, { allow_utf8_local_part: true, require_tld: true })) return INVALID_ADDRESS_MESSAGE;
  return null;
}

/**
 * The address as the mailer will use it: trimmed, Unicode NFC, lower case, domain in ASCII. Text
 * that is not an address comes back trimmed and lower-cased, for the validator to refuse.
 */
export function mailerAddress(value: string): string {
  const address = value.trim().normalize('NFC').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = domainToASCII(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain}` : address;
}

/** Reshapes a sign-up's address into the mailer's form (before validation). */
export const ToMailerAddress = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? mailerAddress(value) : value));

/** A plain `name@domain` address; the message says what is wrong with it. */
export const IsMailboxAddress = (): PropertyDecorator => (target, propertyName) =>
  registerDecorator({
    name: 'isMailboxAddress',
    target: target.constructor,
    propertyName: propertyName as string,
    options: { message: (args: ValidationArguments) => addressProblem(args.value) ?? INVALID_ADDRESS_MESSAGE },
    validator: { validate: (value: unknown) => addressProblem(value) === null },
  });
