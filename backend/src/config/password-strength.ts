import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** The owner's password in production: long, and not guessable from common passwords and patterns. */
export const MIN_PRODUCTION_PASSWORD_LENGTH = 12;
/** zxcvbn's 0–4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/** Why `password` is too weak for production, as a sentence for the start-up error, or null. */
export function weakPasswordReason(password: string): string | null {
  if (password.length < MIN_PRODUCTION_PASSWORD_LENGTH) {
    return `must be at least ${MIN_PRODUCTION_PASSWORD_LENGTH} characters long in production`;
  }
  // Built on first use: loading the dictionaries takes a moment and only production start-up needs them.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = estimator.check(password);
  if (result.score >= MIN_SCORE) return null;
  return 'is too easy to guess (a common password, a word list entry or a simple pattern)';
}
