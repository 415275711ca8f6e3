import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it("uses the server's JSON message", () => {
    const error = new ApiError(429, 'Too Many Requests', '{"message":"Too many requests."}', { message: 'Too many requests.' });
    expect(serverMessage(error)).toBe('Too many requests.');
  });

  it('shows the sentence of a validation error, not its per-field details', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter your name. Please enter a subject.',
      details: ['Please enter your name.', 'Please enter a subject.'],
    };
    expect(serverMessage(new ApiError(400, 'Bad Request', JSON.stringify(body), body))).toBe(
      'Please enter your name. Please enter a subject.',
    );
  });

  it('falls back to the "STATUS: text" message for a non-JSON answer', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '', undefined))).toBe('502: Bad Gateway');
  });

  it('uses the message of a network error', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('has a sentence for anything else', () => {
    expect(serverMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
