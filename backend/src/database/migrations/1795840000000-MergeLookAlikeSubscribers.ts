import { isEmail } from 'class-validator';
import { domainToASCII } from 'node:url';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlDate } from '../sql-date';

// The address rules as they were when this migration was written (newsletter/subscriber-address.ts):
// a migration keeps its own copy, so a later change of the rules cannot change what it did.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const DOT_ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~\u00a0-\uffff-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~\u00a0-\uffff-]+)*$/;

function plainAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return (
    !CONTROL.test(value) &&
    !value.includes('"') &&
    !/\s/.test(value) &&
    at > 0 &&
    DOT_ATOM.test(value.slice(0, at)) &&
    isEmail(value, { allow_utf8_local_part: true, require_tld: true })
  );
}

function mailerAddress(value: string): string {
  const address = value.trim().normalize('NFC').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = domainToASCII(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain}` : address;
}

/**
 * The mailbox a stored address names, in the mailer's form: a quoted local part is unquoted and
 * trimmed (`" bob"@x` is `bob@x`). Null when even that is no plain address (line breaks, brackets,
 * commas): such a row can be mailed to no one.
 */
export function storedAddressMailbox(stored: string): string | null {
  const at = stored.lastIndexOf('@');
  let local = at > 0 ? stored.slice(0, at) : stored;
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(local);
  if (quoted) local = quoted[1]!.replace(/\\(.)/g, '$1').trim();
  const address = mailerAddress(`${local}${at > 0 ? stored.slice(at) : ''}`);
  return plainAddress(address) ? address : null;
}

/** What runs the SQL: a migration's QueryRunner or an EntityManager (MySQL and SQLite both take `?` and backticks). */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

type Stamp = Date | string | null;

interface Row {
  id: number;
  email: string;
  status: string;
  createdAt: Stamp;
  consentedAt: Stamp;
  source: string;
  consentIp: string | null;
  consentUserAgent: string | null;
  pendingSince: Stamp;
  confirmationSentAt: Stamp;
  unsubscribedAt: Stamp;
  guideSentAt: Stamp;
  bouncedAt: Stamp;
}

export interface MergeSummary {
  /** Rows folded into another row of the same mailbox. */
  merged: number;
  /** Rows whose address no mailer can use; marked bounced so they are never mailed. */
  unusable: number;
}

/** mysql2 gives Date objects, better-sqlite3 the UTC text TypeORM wrote. */
function time(stamp: Stamp): number | null {
  if (stamp === null) return null;
  return stamp instanceof Date ? stamp.getTime() : Date.parse(`${stamp.replace(' ', 'T')}Z`);
}

function earliest(rows: Row[], field: keyof Row): Row | undefined {
  return rows.filter((r) => r[field] !== null).sort((a, b) => time(a[field] as Stamp)! - time(b[field] as Stamp)!)[0];
}

function latest(rows: Row[], field: keyof Row): Row | undefined {
  return rows.filter((r) => r[field] !== null).sort((a, b) => time(b[field] as Stamp)! - time(a[field] as Stamp)!)[0];
}

/** When a row's owner last decided something (confirmed, left, or the server refused it); null while only pending. */
function decidedAt(row: Row): number | null {
  if (row.status === 'confirmed') return time(row.consentedAt);
  if (row.status === 'unsubscribed') return time(row.unsubscribedAt);
  if (row.status === 'bounced') return time(row.bouncedAt);
  return null;
}

/**
 * The one row a mailbox keeps, from all its look-alike rows. Its status is the owner's latest
 * decision (a later sign-up still pending does not undo a confirmation, but does follow an
 * unsubscribe); the consent kept is the earliest, with where it came from; the guide counts as sent
 * if any row had it.
 */
function mergedFields(rows: Row[], mailbox: string): Record<string, unknown> {
  const decided = rows.filter((r) => decidedAt(r) !== null).sort((a, b) => decidedAt(b)! - decidedAt(a)!);
  const last = decided[0];
  const laterPending = rows.find((r) => r.status === 'pending' && (!last || (time(r.pendingSince) ?? 0) > decidedAt(last)!));
  const status = last?.status === 'confirmed' ? 'confirmed' : laterPending ? 'pending' : last!.status;
  const consent = earliest(rows, 'consentedAt');
  const first = earliest(rows, 'createdAt') ?? rows[0]!;
  return {
    email: mailbox,
    status,
    createdAt: first.createdAt,
    consentedAt: consent?.consentedAt ?? null,
    consentIp: consent?.consentIp ?? null,
    consentUserAgent: consent?.consentUserAgent ?? null,
    source: (consent ?? first).source,
    pendingSince:
      status === 'pending'
        ? (earliest(
            rows.filter((r) => r.status === 'pending'),
            'pendingSince',
          )?.pendingSince ?? null)
        : null,
    confirmationSentAt: latest(rows, 'confirmationSentAt')?.confirmationSentAt ?? null,
    unsubscribedAt: status === 'unsubscribed' ? last!.unsubscribedAt : null,
    bouncedAt: status === 'bounced' ? last!.bouncedAt : null,
    guideSentAt: earliest(rows, 'guideSentAt')?.guideSentAt ?? null,
  };
}

/**
 * Folds subscribers whose stored addresses name one mailbox (`bob@x`, `"bob"@x`, `" bob"@x`) into
 * one row in the mailer's form, keeping the row that already has that form (else the oldest).
 * The others are deleted and their unsent e-mails cancelled. An address no mailer can use (a
 * quoted part with line breaks, brackets or commas) is marked bounced. Idempotent: a second run
 * finds nothing to do. `now` as a raw query parameter (sqlDate).
 */
export async function mergeLookAlikeSubscribers(sql: SqlRunner, now: Date | string): Promise<MergeSummary> {
  const rows = (await sql.query(
    'SELECT `id`, `email`, `status`, `createdAt`, `consentedAt`, `source`, `consentIp`, `consentUserAgent`, `pendingSince`, ' +
      '`confirmationSentAt`, `unsubscribedAt`, `guideSentAt`, `bouncedAt` FROM `newsletters` ORDER BY `id`',
  )) as Row[];
  const byMailbox = new Map<string, Row[]>();
  let unusable = 0;
  for (const row of rows) {
    const mailbox = storedAddressMailbox(row.email);
    if (mailbox === null) {
      if (row.status !== 'bounced') {
        await sql.query("UPDATE `newsletters` SET `status` = 'bounced', `bouncedAt` = ?, `pendingSince` = NULL WHERE `id` = ?", [
          now,
          row.id,
        ]);
        unusable++;
      }
      continue;
    }
    byMailbox.set(mailbox, [...(byMailbox.get(mailbox) ?? []), row]);
  }
  let merged = 0;
  for (const [mailbox, group] of byMailbox) {
    if (group.length === 1 && group[0]!.email === mailbox) continue;
    const keep = group.find((r) => r.email === mailbox) ?? group[0]!;
    const others = group.filter((r) => r !== keep).map((r) => r.id);
    if (others.length) {
      const marks = others.map(() => '?').join(', ');
      await sql.query(
        `UPDATE \`outbox_messages\` SET \`status\` = 'cancelled' WHERE \`status\` = 'queued' AND \`subscriberId\` IN (${marks})`,
        others,
      );
      await sql.query(`DELETE FROM \`newsletters\` WHERE \`id\` IN (${marks})`, others);
      merged += others.length;
    }
    const fields = Object.entries(mergedFields(group, mailbox));
    await sql.query(`UPDATE \`newsletters\` SET ${fields.map(([name]) => `\`${name}\` = ?`).join(', ')} WHERE \`id\` = ?`, [
      ...fields.map(([, value]) => value),
      keep.id,
    ]);
  }
  return { merged, unusable };
}

/** Subscribers signed up under look-alike spellings of one mailbox become one, keeping the earliest consent. */
export class MergeLookAlikeSubscribers1795840000000 implements MigrationInterface {
  name = 'MergeLookAlikeSubscribers1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await mergeLookAlikeSubscribers(queryRunner, sqlDate(queryRunner.connection, new Date()));
  }

  /** The merged rows are gone; the rest is as it would be after a sign-up under the plain spelling. */
  public async down(): Promise<void> {}
}
