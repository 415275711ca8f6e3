// The one function of topojson-client (ISC) the exposure loader uses; the package ships no types.
declare module 'topojson-client' {
  export function feature(topology: unknown, object: unknown): { type: string; features?: { geometry: unknown }[]; geometry?: unknown };
}
