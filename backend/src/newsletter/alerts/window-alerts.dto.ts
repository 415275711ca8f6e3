import { IsIn, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { LEN } from '../../database/entity-columns';
import { INVALID_CONFIRM_LINK_MESSAGE } from '../confirm-token';
import { IsMailboxAddress, ToMailerAddress } from '../subscriber-address';
import { INVALID_UNSUBSCRIBE_LINK_MESSAGE } from '../unsubscribe-token';
import { ALERT_SCOPES, type AlertScope } from './window-alert.entity';

export const INVALID_ALERT_UNSUBSCRIBE_MESSAGE = INVALID_UNSUBSCRIBE_LINK_MESSAGE.replace('newsletter e-mail', 'alert e-mail');

export class CreateWindowAlertDto {
  /** A plain name@domain address, stored as the newsletter stores one (trimmed, lower case, domain in ASCII). */
  @ToMailerAddress()
  @IsString({ message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @MaxLength(LEN.email, { message: `Email address must be at most ${LEN.email} characters.` })
  @IsMailboxAddress()
  email: string;

  /** What to watch: one dive site, or every site of a region or a state. */
  @IsIn(ALERT_SCOPES, { message: `scope must be one of: ${ALERT_SCOPES.join(', ')}.` })
  scope: AlertScope;

  /** The site's id (digits), or the region's or state's slug as in its page's address. */
  @IsString({ message: 'target must be a dive site id or a region or state slug.' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'target must be a dive site id or a region or state slug.' })
  @MaxLength(100, { message: 'target must be at most 100 characters.' })
  target: string;
}

export class CreateWindowAlertResponseDto {
  /** A sentence for the visitor: what happens next. */
  message: string;
  /** The address as stored. */
  email: string;
  /** What the alert watches, in words ("Shelly Beach", "the Sydney region", "New South Wales"). */
  watching: string;
}

export class WindowAlertTokenDto {
  /** The `token` query parameter of the e-mail's link. */
  @IsString({ message: INVALID_CONFIRM_LINK_MESSAGE })
  @IsNotEmpty({ message: INVALID_CONFIRM_LINK_MESSAGE })
  @MaxLength(100, { message: INVALID_CONFIRM_LINK_MESSAGE })
  token: string;
}

export class WindowAlertUnsubscribeDto {
  /** The `token` query parameter of the alert e-mail's unsubscribe link (also the one-click address's). */
  @IsString({ message: INVALID_ALERT_UNSUBSCRIBE_MESSAGE })
  @IsNotEmpty({ message: INVALID_ALERT_UNSUBSCRIBE_MESSAGE })
  @MaxLength(100, { message: INVALID_ALERT_UNSUBSCRIBE_MESSAGE })
  token: string;
}

export class ConfirmWindowAlertResponseDto {
  message: string;
  /** True when the alert had been confirmed before: nothing changed. */
  alreadyConfirmed: boolean;
}

export class UnsubscribeWindowAlertResponseDto {
  message: string;
  /** True when the alert had been switched off before: nothing changed. */
  alreadyUnsubscribed: boolean;
}
