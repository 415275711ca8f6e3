/** How the outbox treats an error from the mail server or the connection to it. */
export type FailureKind = 'temporary' | 'permanent';

interface SmtpError {
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * SMTP 5xx answers are permanent (the address or message is refused); 4xx answers and every
 * connection error (refused, timed out, TLS) are temporary and worth another try.
 */
export function classifySmtpFailure(error: unknown): { kind: FailureKind; reason: string } {
  const e = (error ?? {}) as SmtpError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const reason = (e.response || e.message || String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  return { kind: code !== undefined && code >= 500 && code < 600 ? 'permanent' : 'temporary', reason };
}

/** Wait before attempt `attempts + 1`: base, 4×, 16×, … capped at six hours, with ±10 % jitter so instances spread out. */
export function retryDelayMs(attempts: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(baseMs * 4 ** Math.max(0, attempts - 1), 6 * 3600_000);
  return Math.round(raw * (0.9 + 0.2 * random()));
}
