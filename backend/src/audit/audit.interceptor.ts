import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, Observable, throwError } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import { ADMIN_ROUTE } from '../common/admin-only.decorator';
import { clientInfo } from '../common/client-info';
import { AuditAction, AuditService } from './audit.service';
import { describedItem, resourceFor, summarise, writeActionFor } from './audit-summary';

/** Overrides the action an admin write is logged under (e.g. `sitemap_update` instead of `create`). */
export const AUDIT_ACTION = 'ddu:audit-action';
export const AuditAs = (action: AuditAction) => SetMetadata(AUDIT_ACTION, action);

/** The status the client receives: duplicate keys become 409 in the global ApiErrorsFilter. */
function statusOf(error: unknown): number {
  if (error instanceof HttpException) return error.getStatus();
  const code = (error as { driverError?: { code?: string } } | null)?.driverError?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' ? 409 : 500;
}

interface AuditedRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/**
 * Writes one audit row for every admin create/update/delete (routes marked by @AdminOnly). Only
 * successful writes are logged as create/update/delete; a refused or failed one becomes `<action>_failed`.
 * Unauthenticated calls never get here: the session guard stops them first.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const targets = [context.getHandler(), context.getClass()];
    if (context.getType() !== 'http' || !this.reflector.getAllAndOverride<boolean>(ADMIN_ROUTE, targets)) {
      return next.handle();
    }
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    const override = this.reflector.getAllAndOverride<AuditAction | undefined>(AUDIT_ACTION, targets);
    const action = override ?? writeActionFor(request.method);
    if (!action) return next.handle();
    const client = clientInfo(request);

    return next.handle().pipe(
      concatMap((response: unknown) =>
        from(
          this.audit
            .record({
              action,
              client,
              resource: resourceFor(request.url, action === 'create' ? describedItem(response)?.id : undefined),
              details: summarise(action, request.body, response),
            })
            .then(() => response),
        ),
      ),
      catchError((error: unknown) =>
        from(
          this.audit.record({
            action: `${action}_failed`,
            client,
            resource: resourceFor(request.url),
            details: `${statusOf(error)}: ${summarise(action, request.body, undefined)}`,
          }),
        ).pipe(concatMap(() => throwError(() => error))),
      ),
    );
  }
}
