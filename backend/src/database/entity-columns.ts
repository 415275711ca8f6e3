/** Column lengths shared by entities and DTO validation so the database never truncates. */
export const LEN = {
  name: 255,
  slug: 191,
  url: 2048,
  category: 64,
  short: 100,
  email: 254,
  /** MEDIUMTEXT holds 16 MB; bodies are capped far below that. */
  body: 200_000,
  text: 20_000,
} as const;

export const DEFAULT_AUTHOR = 'Dive Down Under Team';
