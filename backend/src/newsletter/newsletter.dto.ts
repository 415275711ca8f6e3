import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LEN } from '../database/entity-columns';
import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from './unsubscribe-token';
import { INVALID_CONFIRM_LINK_MESSAGE } from './confirm-token';
import { NEWSLETTER_SOURCES, type NewsletterSource } from './newsletter.entity';
import { IsMailboxAddress, ToMailerAddress } from './subscriber-address';

export class SubscribeNewsletterDto {
  /**
   * A plain name@domain address (no quotation marks, spaces or control characters), stored as the
   * mailer sends to it: trimmed, lower case, domain in ASCII. "Ann@Example.com " and "ann@example.com"
   * are the same subscriber.
   */
  @ToMailerAddress()
  @IsString({ message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @MaxLength(LEN.email, { message: `Email address must be at most ${LEN.email} characters.` })
  @IsMailboxAddress()
  email: string;

  /** Which sign-up form was used, stored with the consent; `api` when left out. */
  @IsOptional()
  @IsIn(NEWSLETTER_SOURCES, { message: `source must be one of: ${NEWSLETTER_SOURCES.join(', ')}.` })
  source?: NewsletterSource;

  /** The site path of the page the form was on (e.g. `/`), for the owner's sign-ups per page; anything else is stored as unknown. */
  @IsOptional()
  @IsString()
  @MaxLength(191, { message: 'page must be at most 191 characters.' })
  page?: string;
}

export class SubscribeNewsletterResponseDto {
  /** "Subscribed". */
  message: string;
  /** The address as stored (trimmed, lower case, domain in ASCII). */
  email: string;
}

export class UnsubscribeNewsletterDto {
  /** The `token` query parameter of the unsubscribe link. */
  @IsString({ message: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
  @IsNotEmpty({ message: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
  @MaxLength(100, { message: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
  token: string;
}

export class UnsubscribeNewsletterResponseDto {
  /** A sentence for the visitor. */
  message: string;
  /** True when the link had been used before (or the address had left the list already): nothing changed. */
  alreadyUnsubscribed: boolean;
}

export class ConfirmNewsletterDto {
  /** The `token` query parameter of the confirmation link. */
  @IsString({ message: INVALID_CONFIRM_LINK_MESSAGE })
  @IsNotEmpty({ message: INVALID_CONFIRM_LINK_MESSAGE })
  @MaxLength(100, { message: INVALID_CONFIRM_LINK_MESSAGE })
  token: string;
}

export class ConfirmNewsletterResponseDto {
  /** A sentence for the visitor. */
  message: string;
  /** True when the address had confirmed before: nothing changed. */
  alreadyConfirmed: boolean;
  /** Where the free guide (PDF) is downloaded. */
  guideUrl: string;
}

export class OneClickUnsubscribeQueryDto {
  /** The unsubscribe token, as in the List-Unsubscribe header's address. */
  @IsString({ message: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
  @IsNotEmpty({ message: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
  @MaxLength(100, { message: INVALID_UNSUBSCRIBE_LINK_MESSAGE })
  token: string;
}
