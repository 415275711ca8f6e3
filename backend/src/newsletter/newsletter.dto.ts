import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LEN } from '../database/entity-columns';

export class SubscribeNewsletterDto {
  /** Stored trimmed and lower-cased, so "Ann@Example.com " and "ann@example.com" are the same subscriber. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'Please enter a valid email address.' })
  @IsNotEmpty({ message: 'Please enter your email address.' })
  @MaxLength(LEN.email, { message: `Email address must be at most ${LEN.email} characters.` })
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  email: string;
}

export class SubscribeNewsletterResponseDto {
  /** "Subscribed". */
  message: string;
  /** The address as stored (trimmed, lower-case). */
  email: string;
}
