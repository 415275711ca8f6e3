import { IsBoolean, IsOptional } from 'class-validator';
import { flagFromText, ToBoolean } from './transforms';

/** The query of a public list that the signed-in admin may widen to drafts (`?admin=true`). */
export class AdminListQueryDto {
  /** With a live admin session, include drafts; ignored for everyone else. */
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin must be true or false' })
  admin?: boolean;
}

/**
 * True when a list is asked with `?admin=true` (read as @ToBoolean reads it, before validation):
 * that answer is built for the one request, never stored nor shared, whoever asks.
 */
export function asksForAdminList(query: Readonly<Record<string, unknown>>): boolean {
  return typeof query.admin === 'string' && flagFromText(query.admin) === true;
}
