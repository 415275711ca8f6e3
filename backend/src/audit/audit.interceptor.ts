import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { defer, from, Observable, of, throwError } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import { AUDIT_DELETES, AuditedDeletion } from '../common/admin-endpoints';
import { ADMIN_ROUTE } from '../common/admin-only.decorator';
import { clientInfo } from '../auth/client-info';
import { answeredStatus } from '../common/errors/api-errors.filter';
import { AuditAction, AuditService } from './audit.service';
import { describedItem, resourceFor, summarise, writeActionFor } from './audit-summary';

/** Overrides the action an admin write is logged under (e.g. `sitemap_update` instead of `create`). */
export const AUDIT_ACTION = 'ddu:audit-action';
export const AuditAs = (action: AuditAction) => SetMetadata(AUDIT_ACTION, action);

interface AuditedRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  params?: Record<string, string | undefined>;
  /** Set by the IdempotencyInterceptor when the answer repeats an earlier create: nothing was written. */
  idempotentReplay?: boolean;
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
    const deletion = action === 'delete' ? this.reflector.get<AuditedDeletion | undefined>(AUDIT_DELETES, context.getHandler()) : undefined;

    return defer(() => this.deletedItem(deletion, request.params?.id)).pipe(
      concatMap((deleted) =>
        next.handle().pipe(
          concatMap((response: unknown) =>
            request.idempotentReplay
              ? of(response)
              : from(
                  this.audit
                    .record({
                      action,
                      client,
                      resource: resourceFor(request.url, action === 'create' ? describedItem(response)?.id : undefined),
                      details: summarise(action, request.body, response ?? deleted),
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
                details: `${answeredStatus(error)}: ${summarise(action, request.body, deleted)}`,
              }),
            ).pipe(concatMap(() => throwError(() => error))),
          ),
        ),
      ),
    );
  }

  /** `{ title }` or `{ name }` of the item a DELETE is about to remove; undefined without one. */
  private async deletedItem(deletion: AuditedDeletion | undefined, id: string | undefined): Promise<Record<string, string> | undefined> {
    if (!deletion || !id || !/^\d{1,15}$/.test(id)) return undefined;
    const name = await this.audit.nameOf(deletion.entity, deletion.column, Number(id));
    return name === undefined ? undefined : { [deletion.field]: name };
  }
}
