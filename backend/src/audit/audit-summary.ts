/**
 * Pure helpers that turn an admin request into a short, safe audit entry. Only titles, names, slugs
 * and the NAMES of changed fields are kept: never a body, a password or a session token.
 */

export type AuditWriteAction = 'create' | 'update' | 'delete';

const SUMMARY_FIELDS = ['title', 'name', 'slug'] as const;
/** Fields whose values must never reach the audit log, even as a name-only summary. */
const SECRET_FIELD = /pass|token|secret|session|cookie/i;
const MAX_DETAILS = 500;

export function writeActionFor(method: string): AuditWriteAction | null {
  switch (method.toUpperCase()) {
    case 'POST':
      return 'create';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return null;
  }
}

/** "/api/articles/12?x=1" → "articles/12"; a created item gets its new id appended ("articles/13"). */
export function resourceFor(url: string, createdId?: unknown): string {
  const path = url
    .split('?')[0]
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .replace(/\/+$/, '');
  const id = typeof createdId === 'number' || typeof createdId === 'string' ? String(createdId) : '';
  const resource = id && !path.endsWith(`/${id}`) ? `${path}/${id}` : path;
  return resource.slice(0, 255);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object the answer describes: the body itself, or a wrapper such as `{ article: {...} }`. */
export function describedItem(response: unknown): Record<string, unknown> | undefined {
  if (!isRecord(response)) return undefined;
  if (SUMMARY_FIELDS.some((f) => typeof response[f] === 'string') || 'id' in response) return response;
  return Object.values(response).find(isRecord);
}

function label(source: Record<string, unknown> | undefined): string | undefined {
  if (!source) return undefined;
  for (const field of SUMMARY_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim()) return `${field}: "${value.trim().slice(0, 120)}"`;
  }
  return undefined;
}

/** A one-line summary such as `title: "Wreck diving" · changed: published`. */
export function summarise(action: string, body: unknown, response: unknown): string {
  const parts: string[] = [];
  const name = label(isRecord(body) ? body : undefined) ?? label(describedItem(response));
  if (name) parts.push(name);
  if (action === 'update' && isRecord(body)) {
    const fields = Object.keys(body).filter((key) => !SECRET_FIELD.test(key));
    if (fields.length) parts.push(`changed: ${fields.join(', ')}`);
  }
  return (parts.join(' · ') || action).slice(0, MAX_DETAILS);
}
