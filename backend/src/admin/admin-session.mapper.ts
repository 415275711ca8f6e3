import { AdminSession } from '../auth/admin-session.entity';
import { AdminSessionResponseDto } from './admin.dto';

export function toAdminSessionResponse(session: AdminSession, idleMinutes: number, siteTimeZone: string): AdminSessionResponseDto {
  const idleEnd = session.lastActivityAt.getTime() + idleMinutes * 60_000;
  return {
    authenticated: true,
    expiresAt: new Date(Math.min(idleEnd, session.expiresAt.getTime())).toISOString(),
    absoluteExpiresAt: session.expiresAt.toISOString(),
    idleTimeoutMinutes: idleMinutes,
    siteTimeZone,
  };
}
