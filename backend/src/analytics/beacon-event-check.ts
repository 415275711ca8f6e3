import { hasLoneSurrogate } from '../common/validation/validation-pipe';
import { BEACON_TEXT_MAX, EVENT_KINDS, MAX_RESULTS, type EventKind } from './analytics-kinds';
import type { AnalyticsEventDto } from './analytics.dto';

const TEXT_MAX = new Map<string, number>(Object.entries(BEACON_TEXT_MAX));
const KINDS = new Set<string>(EVENT_KINDS);

/**
 * The beacon's event when `value` certainly passes AnalyticsEventDto under the global validation
 * pipe (only its fields, of their types and lengths; no lone surrogate; no null); otherwise null,
 * and the full pipeline decides and explains. Written by hand because class-transformer and
 * class-validator cost more than the rest of a beacon post; it may refuse what the DTO takes (a null
 * field, an emoji near the length limit), never the other way round (beacon-event-check.spec.ts
 * holds it to the real pipe).
 */
export function strictBeaconEvent(value: unknown): AnalyticsEventDto | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const field = fields[key];
    if (key === 'kind') {
      if (typeof field !== 'string' || !KINDS.has(field)) return null;
    } else if (key === 'results') {
      if (typeof field !== 'number' || !Number.isInteger(field) || field < 0 || field > MAX_RESULTS) return null;
    } else {
      const max = TEXT_MAX.get(key);
      if (max === undefined || typeof field !== 'string' || field.length > max || hasLoneSurrogate(field)) return null;
    }
  }
  if (typeof fields.kind !== 'string' || typeof fields.path !== 'string' || !fields.path.startsWith('/')) return null;
  return fields as unknown as AnalyticsEventDto & { kind: EventKind };
}
