import { IsEmail, IsNotEmpty, IsString, Length, MaxLength } from 'class-validator';
import { SingleLine, Trim } from '../common/validation';
import { LEN } from '../database/entity-columns';

export const CONTACT_LIMITS = { name: 100, subject: 200, messageMin: 10, messageMax: 5000 } as const;

export class SendContactMessageDto {
  @SingleLine()
  @IsString({ message: 'Please enter your name.' })
  @IsNotEmpty({ message: 'Please enter your name.' })
  @MaxLength(CONTACT_LIMITS.name, { message: `Name must be at most ${CONTACT_LIMITS.name} characters.` })
  name: string;

  @Trim()
  @IsString({ message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @MaxLength(LEN.email, { message: `Email address must be at most ${LEN.email} characters.` })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  email: string;

  @SingleLine()
  @IsString({ message: 'Please enter a subject.' })
  @IsNotEmpty({ message: 'Please enter a subject.' })
  @MaxLength(CONTACT_LIMITS.subject, { message: `Subject must be at most ${CONTACT_LIMITS.subject} characters.` })
  subject: string;

  @Trim()
  @IsString({ message: 'Please enter a message.' })
  @Length(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax, {
    message: `Message must be between ${CONTACT_LIMITS.messageMin} and ${CONTACT_LIMITS.messageMax} characters.`,
  })
  message: string;
}

export class SendContactMessageResponseDto {
  /** False when e-mail is not configured or sending failed; the message is saved either way. */
  emailSent: boolean;
}
