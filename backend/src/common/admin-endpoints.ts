import { applyDecorators, SetMetadata, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
} from '@nestjs/swagger';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { AdminOnly, AdminOptional } from './admin-only.decorator';
import { ErrorResponseDto } from './errors/error-response.dto';
import { Idempotent, IN_FLIGHT_CONFLICT } from './idempotency/idempotent.decorator';

/** What an admin DELETE route removes: a 204 has no body, so the name is read before the delete. */
export interface AuditedDeletion {
  entity: EntityTarget<ObjectLiteral>;
  /** The label the entry uses, as for creates and updates: `title: "..."` or `name: "..."`. */
  field: 'title' | 'name';
  /** The entity's column holding it, when not called `field` (a photo's `originalName`). */
  column: string;
}
export const AUDIT_DELETES = 'ddu:audit-deletes';
/** On every admin DELETE /<kind>/:id route, so its audit entry names what was deleted. */
export const AuditDeletes = (entity: EntityTarget<ObjectLiteral>, field: AuditedDeletion['field'], column: string = field) =>
  SetMetadata(AUDIT_DELETES, { entity, field, column } satisfies AuditedDeletion);

/**
 * The owner's write operations on a kind of content (articles, reviews, products, dive sites), each
 * one decorator: route, @AdminOnly, audit naming and the documented answers, so every kind's
 * controller says only what differs — its answer type and the sentences of its documented errors.
 * The route (@Post(), @Patch(':id'), …) and @HttpCode stay on the handler itself: they are what a
 * reader looks for first, and the Swagger build plugin reads them from the source to document the
 * status of the handler's return type.
 */
interface Answers {
  /** When the body (or id) is refused with 400. */
  badRequest?: string;
  /** When no item has the id (404). */
  notFound?: string;
  /** When a unique field (a slug) is taken (409). */
  conflict?: string;
}

function errorAnswers({ badRequest, notFound, conflict }: Answers) {
  return [
    ...(badRequest ? [ApiBadRequestResponse({ type: ErrorResponseDto, description: badRequest })] : []),
    ...(notFound ? [ApiNotFoundResponse({ type: ErrorResponseDto, description: notFound })] : []),
    ...(conflict ? [ApiConflictResponse({ type: ErrorResponseDto, description: conflict })] : []),
  ];
}

/** A public list (on a @Get())  that shows drafts as well to the signed-in owner (`?admin=true`). */
export function AdminAwareList(type: Type) {
  return applyDecorators(
    ApiOkResponse({ type: [type] }),
    ApiBadRequestResponse({ type: ErrorResponseDto, description: 'admin is not true or false.' }),
    AdminOptional(),
  );
}

/** On a @Post(): creates one item and answers it with 201; an `Idempotency-Key` makes a repeat create nothing. */
export function AdminCreate(type: Type, answers: Answers) {
  const conflict = answers.conflict ? `${answers.conflict} Or: ${IN_FLIGHT_CONFLICT}` : IN_FLIGHT_CONFLICT;
  return applyDecorators(...errorAnswers({ ...answers, conflict }), ApiCreatedResponse({ type }), Idempotent(), AdminOnly());
}

/** On a @Patch or @Put of one item (or a part of it, e.g. ':id/photo') by id. */
export function AdminUpdate(type: Type, answers: Answers) {
  return applyDecorators(...errorAnswers(answers), ApiOkResponse({ type }), AdminOnly());
}

/** On a @Delete(':id') with @HttpCode(204): the audit entry names what was deleted (its title or name). */
export function AdminDelete(entity: EntityTarget<ObjectLiteral>, field: 'title' | 'name', answers: Answers & { deleted: string }) {
  return applyDecorators(
    ...errorAnswers(answers),
    ApiNoContentResponse({ description: answers.deleted }),
    AuditDeletes(entity, field),
    AdminOnly(),
  );
}
