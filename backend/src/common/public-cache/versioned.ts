/**
 * A public answer that depends on more than the content topics (a forecast's age, the clock hour):
 * what a `@PublicCached(topics, { versioned: true })` handler returns. `version` names the state it
 * is made from; the answer is built once per version and address, and the handler runs on every
 * request to say which version is current (so such a route is never answered before Nest).
 */
export interface Versioned<T> {
  version: string;
  build: () => Promise<T>;
}

export function isVersioned(value: unknown): value is Versioned<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Versioned<unknown>).version === 'string' &&
    typeof (value as Versioned<unknown>).build === 'function'
  );
}
