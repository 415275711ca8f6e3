import { BadRequestException } from '@nestjs/common';
import type { ReactElement } from 'react';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { Transactions } from '../database/transactions';
import { NewMail, OutboxService } from '../mail/outbox.service';
import { SiteCapsService } from '../site-caps/site-caps.service';
import {
  CONFIRM_LINK_DAYS,
  ConfirmPurpose,
  ConfirmTokenParts,
  EXPIRED_CONFIRM_LINK_MESSAGE,
  INVALID_CONFIRM_LINK_MESSAGE,
  isLatestConfirmToken,
  REPLACED_CONFIRM_LINK_MESSAGE,
  signConfirmToken,
  verifyConfirmToken,
} from './confirm-token';
import { renderEmail } from './emails/render-email';

/*
 * Double opt-in, as the newsletter and the dive-window alerts both do it: a sign-up makes its row
 * pending and queues one confirmation e-mail in the same transaction; only the latest e-mail's link
 * confirms, and only a pending row. The rows live in each list's own table; these are the steps both
 * take the same way.
 */

/** A pending address gets at most one confirmation e-mail in this time, however often it signs up. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** What a sign-up needs to queue its e-mail and count it. */
export interface SignUpMail {
  transactions: Transactions;
  outbox: OutboxService;
  caps: SiteCapsService;
}

/**
 * Runs a sign-up: `work` (re)sets the row to pending in one transaction and queues its confirmation
 * there, answering whether it did (false: a pending row asked again within CONFIRMATION_RESEND_MS).
 * A queued e-mail then counts against the site's hourly cap and wakes the outbox. Answers whether
 * one was queued.
 */
export async function signUp(mail: SignUpMail, work: (manager: EntityManager) => Promise<boolean>): Promise<boolean> {
  const queued = await mail.transactions.run(work).catch((error: unknown) => {
    // Two first sign-ups of one address at once: the other one queued the e-mail.
    if (isUniqueViolation(error)) return false;
    throw error;
  });
  if (queued) {
    await mail.caps.countConfirmationEmail();
    mail.outbox.nudge();
  }
  return queued;
}

/** A pending row whose last confirmation e-mail went before this may be sent another now. */
export function resendAfter(now: Date): Date {
  return new Date(now.getTime() - CONFIRMATION_RESEND_MS);
}

/**
 * Queues in `manager`'s transaction the confirmation e-mail of a row that became pending `now`: `email`
 * renders it around the link's token (signed for the row and `purpose`, expiring CONFIRM_LINK_DAYS
 * from now, which is what makes it the latest).
 */
export async function queueConfirmation(
  outbox: OutboxService,
  manager: EntityManager,
  link: { secret: string; id: number; email: string; purpose: ConfirmPurpose; now: Date },
  email: (token: string) => ReactElement,
  mail: Omit<NewMail, 'recipient' | 'html' | 'text'>,
): Promise<void> {
  const expires = new Date(link.now.getTime() + CONFIRM_LINK_DAYS * DAY_MS);
  const token = signConfirmToken(link.secret, link.id, link.email, expires, link.purpose);
  const { html, text } = await renderEmail(email(token));
  await outbox.enqueue(manager, { ...mail, recipient: link.email, html, text });
}

/** What a confirmation link needs of the row it names. */
export interface OptInRow {
  id: number;
  email: string;
  status: string;
  confirmationSentAt: Date | null;
}

/**
 * Checks a confirmation link (`token`, parsed into `parts`) against the row its id names, and answers
 * that row and whether it was confirmed before (a second click changes nothing). Throws a 400 with its
 * sentence when the link is not signed for this row and purpose, has expired, predates the address
 * leaving (or bouncing: only a pending row confirms), or was replaced by a newer e-mail's.
 */
export function checkConfirmLink<T extends OptInRow>(
  secret: string,
  token: string,
  parts: ConfirmTokenParts | null,
  row: T | null,
  now: Date,
  purpose: ConfirmPurpose,
): { row: T; alreadyConfirmed: boolean } {
  if (!parts || !row || !verifyConfirmToken(secret, token, row.id, row.email, purpose)) {
    throw new BadRequestException(INVALID_CONFIRM_LINK_MESSAGE);
  }
  if (row.status === 'confirmed') return { row, alreadyConfirmed: true };
  if (parts.expiresAt.getTime() < now.getTime()) throw new BadRequestException(EXPIRED_CONFIRM_LINK_MESSAGE);
  if (row.status !== 'pending') throw new BadRequestException(EXPIRED_CONFIRM_LINK_MESSAGE);
  if (!isLatestConfirmToken(parts, row.confirmationSentAt)) throw new BadRequestException(REPLACED_CONFIRM_LINK_MESSAGE);
  return { row, alreadyConfirmed: false };
}
