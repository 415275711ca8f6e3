import type { SecurityActivityDto } from '@/api/generated/models';

export type ActivityColor = 'success' | 'error' | 'warning' | 'info' | 'default';

/** One Recent Activity entry in plain words: the chip and the line under it. */
export interface ActivityText {
  label: string;
  color: ActivityColor;
  text: string;
}

const EVENT_LABELS: Record<string, { label: string; color: ActivityColor }> = {
  login_success: { label: 'Login', color: 'success' },
  login_failure: { label: 'Failed login', color: 'error' },
  login_blocked: { label: 'Blocked', color: 'warning' },
  signup_blocked: { label: 'Sign-ups paused', color: 'warning' },
  admin_logout: { label: 'Logout', color: 'default' },
  password_changed: { label: 'Password changed', color: 'warning' },
  create: { label: 'Created', color: 'info' },
  update: { label: 'Updated', color: 'info' },
  delete: { label: 'Deleted', color: 'warning' },
  sitemap_update: { label: 'Sitemap', color: 'info' },
  data_export: { label: 'Export', color: 'default' },
};

interface Kind {
  name: string;
  /** A POST's words when it is not "added" / "creation": a photo is uploaded, a seller link checked. */
  created?: [done: string, attempt: string];
}

/** What an audited path is about ("dive-sites/3/photo" is a dive site). */
const KINDS: [prefix: RegExp, kind: Kind | string][] = [
  [/^admin\/media(\/|$)/, { name: 'Photo', created: ['uploaded', 'upload'] }],
  [/^admin\/link-health(\/|$)/, { name: 'Seller link', created: ['checked', 'check'] }],
  [/^admin\/update-sitemap$/, 'Sitemap'],
  [/^dive-sites\/export(\/|$)/, 'Dive-site export'],
  [/^dive-sites(\/|$)/, 'Dive site'],
  [/^products(\/|$)/, 'Product'],
  [/^articles(\/|$)/, 'Blog post'],
  [/^reviews(\/|$)/, 'Gear review'],
  [/^locations(\/|$)/, 'Location'],
];

/** Why a change was refused, from the answer's status (the audit keeps the status, never the body). */
export function failureReason(status: number): string {
  if (status >= 500) return 'server error';
  switch (status) {
    case 400:
      return 'a field was missing or invalid';
    case 401:
      return 'not signed in';
    case 403:
      return 'refused: sent from another site';
    case 404:
      return 'it no longer exists';
    case 409:
      return 'it clashes with an existing item';
    case 413:
      return 'too large';
    case 415:
      return 'not a supported photo type';
    case 422:
      return 'could not be processed';
    case 429:
      return 'too many requests';
    default:
      return `refused (${status})`;
  }
}

function kindOf(resource: string | null | undefined): Kind {
  const path = resource ?? '';
  const kind = KINDS.find(([prefix]) => prefix.test(path))?.[1] ?? 'Item';
  return typeof kind === 'string' ? { name: kind } : kind;
}

/** `name: "Venom" · changed: price, name` → `"Venom" (changed: price, name)`; a bare action word → ''. */
function plainSummary(summary: string, action: string): string {
  if (summary.trim() === action) return '';
  const [named, ...rest] = summary.split(' · ');
  const name = named!.replace(/^(title|name|slug): /, '');
  const extra = rest.join(' · ');
  if (/^changed: /.test(named!)) return `(${named})`;
  return extra ? `${name} (${extra})` : name;
}

const DONE: Record<string, string> = { create: 'added', update: 'updated', delete: 'deleted' };
const ATTEMPT: Record<string, string> = { create: 'creation', update: 'update', delete: 'deletion' };

/**
 * The Security tab's words for an audit entry. The log stores codes (`create_failed`,
 * `admin/media`, `500: create`); the owner reads "Photo upload failed (server error)".
 */
export function describeActivity(item: Pick<SecurityActivityDto, 'action' | 'resource' | 'details'>): ActivityText {
  const failed = /^(.*)_failed$/.exec(item.action);
  const action = failed ? failed[1]! : item.action;
  const isWrite = action in DONE;
  const kind = kindOf(item.resource);
  const created = action === 'create' ? kind.created : undefined;

  if (failed) {
    const match = /^(\d{3}): ([\s\S]*)$/.exec(item.details ?? '');
    const status = match ? Number(match[1]) : 0;
    const attempt = isWrite ? (created?.[1] ?? ATTEMPT[action]) : (EVENT_LABELS[action]?.label.toLowerCase() ?? action);
    const what = plainSummary(match ? match[2]! : (item.details ?? ''), action);
    const reason = status ? ` (${failureReason(status)})` : '';
    return { label: 'Failed', color: 'error', text: `${kind.name} ${attempt} failed${reason}${what ? ` — ${what}` : ''}` };
  }

  const known = EVENT_LABELS[item.action];
  if (!isWrite) return { label: known?.label ?? item.action, color: known?.color ?? 'default', text: item.details ?? '' };
  const what = plainSummary(item.details ?? '', action);
  const done = created?.[0] ?? DONE[action];
  return {
    label: known!.label,
    color: known!.color,
    text: `${kind.name} ${done}${what ? `${what.startsWith('(') ? ' ' : ': '}${what}` : ''}`,
  };
}
