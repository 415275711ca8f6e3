import { isSameOriginOrAllowed, OriginFacts } from './csrf-origin';

const base: OriginFacts = { method: 'POST', host: 'divedownunder.com.au', allowedOrigins: [] };

describe('isSameOriginOrAllowed', () => {
  it('always lets safe methods through', () => {
    expect(isSameOriginOrAllowed({ ...base, method: 'GET', origin: 'https://evil.example' })).toBe(true);
  });

  it('allows a write from the same host', () => {
    expect(isSameOriginOrAllowed({ ...base, origin: 'https://divedownunder.com.au' })).toBe(true);
  });

  it('refuses a write from another origin', () => {
    expect(isSameOriginOrAllowed({ ...base, origin: 'https://evil.example' })).toBe(false);
  });

  it('refuses a look-alike host and another port', () => {
    expect(isSameOriginOrAllowed({ ...base, origin: 'https://divedownunder.com.au.evil.example' })).toBe(false);
    expect(isSameOriginOrAllowed({ ...base, origin: 'https://divedownunder.com.au:8443' })).toBe(false);
  });

  it('falls back to the Referer when there is no Origin', () => {
    expect(isSameOriginOrAllowed({ ...base, referer: 'https://divedownunder.com.au/admin' })).toBe(true);
    expect(isSameOriginOrAllowed({ ...base, referer: 'https://evil.example/page' })).toBe(false);
  });

  it('allows a request without Origin and Referer (curl, server-to-server)', () => {
    expect(isSameOriginOrAllowed(base)).toBe(true);
  });

  it('refuses an opaque "null" origin', () => {
    expect(isSameOriginOrAllowed({ ...base, origin: 'null' })).toBe(false);
  });

  it('allows a configured origin', () => {
    const facts = { ...base, origin: 'http://localhost:5173', allowedOrigins: ['http://localhost:5173/'] };
    expect(isSameOriginOrAllowed(facts)).toBe(true);
  });
});
