import { IsBoolean, IsOptional } from 'class-validator';
import { ToBoolean } from './transforms';

/** The query of a public list that the signed-in admin may widen to drafts (`?admin=true`). */
export class AdminListQueryDto {
  /** With a live admin session, include drafts; ignored for everyone else. */
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin must be true or false' })
  admin?: boolean;
}
