import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminAwareRequest, AdminSessionGuard, OptionalAdminGuard } from '../auth/admin-session.guard';
import { ErrorResponseDto } from './errors/error-response.dto';

export const ADMIN_ROUTE = 'ddu:admin-route';
/** OpenAPI extension on every admin-only operation (the route-walk test and API readers rely on it). */
export const ADMIN_ONLY_EXTENSION = 'x-admin-only';

/**
 * The one way to mark an admin route: session guard, route metadata (read by the audit interceptor)
 * and the OpenAPI security scheme together, so none of them can be forgotten.
 */
export function AdminOnly() {
  return applyDecorators(
    SetMetadata(ADMIN_ROUTE, true),
    UseGuards(AdminSessionGuard),
    ApiCookieAuth('session'),
    ApiExtension(ADMIN_ONLY_EXTENSION, true),
    ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'No live admin session.' }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: 'State-changing request from another origin.' }),
  );
}

/**
 * For public reads that show more to the signed-in admin (e.g. drafts with ?admin=true): documented
 * as open to anyone ({}) or with the session cookie.
 */
export function AdminOptional() {
  return applyDecorators(UseGuards(OptionalAdminGuard), ApiSecurity({}), ApiCookieAuth('session'));
}

/** True when the request carries a live admin session (needs @AdminOnly or @AdminOptional). */
export const IsAdmin = createParamDecorator((_data: unknown, ctx: ExecutionContext): boolean => {
  return Boolean(ctx.switchToHttp().getRequest<AdminAwareRequest>().adminSession);
});
