import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CROSS_SITE_MESSAGE, isSameOriginOrAllowed } from './csrf-origin';

interface OriginRequest {
  method: string;
  host?: string;
  headers: Record<string, string | string[] | undefined>;
}

function header(request: OriginRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Global CSRF guard: refuses (403) state-changing requests sent by pages of another origin. It runs
 * before every route guard, so a forged admin write is refused whatever cookie the browser attaches.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<OriginRequest>();
    const allowed = isSameOriginOrAllowed({
      method: request.method,
      origin: header(request, 'origin'),
      referer: header(request, 'referer'),
      // Fastify's request.host honours X-Forwarded-Host only from the trusted proxies.
      host: request.host ?? header(request, 'host'),
      allowedOrigins: this.config.allowedOrigins,
    });
    if (!allowed) throw new ForbiddenException(CROSS_SITE_MESSAGE);
    return true;
  }
}
