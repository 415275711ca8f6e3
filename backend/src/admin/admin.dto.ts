import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AdminLoginDto {
  /** The owner's admin password. */
  @IsString()
  @IsNotEmpty({ message: 'Please enter the admin password.' })
  @MaxLength(200)
  password: string;
}

export class AdminSessionResponseDto {
  /** Always true: without a live session the endpoints answer 401 instead. */
  authenticated: boolean;
  /** When the session ends unless there is activity before then (ISO 8601). */
  expiresAt: string;
  /** When the session ends whatever the activity (ISO 8601). */
  absoluteExpiresAt: string;
  /** Minutes of inactivity after which the session ends. */
  idleTimeoutMinutes: number;
  /** The site's IANA time zone (SITE_TIME_ZONE): scheduled publish times are shown and entered in it. */
  siteTimeZone: string;
}

export class AdminLogoutResponseDto {
  /** False: the session no longer exists on the server. */
  authenticated: boolean;
}
