import { applyDecorators, BadRequestException } from '@nestjs/common';
import { IsISO8601, IsOptional, Matches, ValidateIf } from 'class-validator';

/** An explicit offset or Z: a bare "2026-12-01T09:00" would mean a different moment on every server. */
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** `publishAt`: left out, null (cancel the schedule) or an ISO 8601 date-time with its zone. */
export function IsOptionalPublishAt(): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    ValidateIf((_object, value) => value !== null),
    IsISO8601({ strict: true }, { message: 'publishAt must be a date and time such as 2026-12-01T09:00:00+11:00' }),
    Matches(WITH_ZONE, { message: 'publishAt must be a date and time such as 2026-12-01T09:00:00+11:00' }),
  );
}

/** Scheduling a little in the past (a slow form, clock skew) publishes at the next tick; further back is a mistake. */
const PAST_GRACE_MS = 5 * 60_000;
/** Far enough for any launch plan, near enough to catch a mistyped year. */
const MAX_AHEAD_MS = 5 * 366 * 86_400_000;

/** The stored schedule for a requested one, or a sentence saying why it is refused. */
export function parsePublishAt(value: string, now = new Date()): Date | string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return 'publishAt is not a valid date and time';
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) return 'publishAt must be in the future';
  if (at.getTime() > now.getTime() + MAX_AHEAD_MS) return 'publishAt must be within five years';
  // Whole seconds: the column keeps no fractions.
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

/**
 * The publish time to store: none once the item is published; otherwise the requested one (null
 * cancels, left out keeps the current one). Throws 400 for a time in the past or too far ahead.
 */
export function scheduleFor(published: boolean, requested: string | null | undefined, current: Date | null, now = new Date()): Date | null {
  if (published) return null;
  if (requested === undefined) return current;
  if (requested === null) return null;
  const parsed = parsePublishAt(requested, now);
  if (typeof parsed === 'string') throw new BadRequestException(parsed);
  return parsed;
}
