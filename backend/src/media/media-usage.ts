export type MediaUseKind = 'article' | 'review' | 'product' | 'dive-site' | 'location';

export interface MediaUse {
  kind: MediaUseKind;
  id: number;
  name: string;
}

/** Every column where content may hold an image address (bodies hold inline images too). */
export const MEDIA_SOURCES: ReadonlyArray<{ kind: MediaUseKind; table: string; label: string; columns: string[] }> = [
  { kind: 'article', table: 'articles', label: 'title', columns: ['imageUrl', 'content'] },
  { kind: 'review', table: 'reviews', label: 'title', columns: ['imageUrl', 'content'] },
  { kind: 'product', table: 'products', label: 'name', columns: ['imageUrl'] },
  { kind: 'dive-site', table: 'dive_sites', label: 'name', columns: ['imageUrl', 'videoThumbnail'] },
  { kind: 'location', table: 'locations', label: 'name', columns: ['imageUrl'] },
];

export type MediaSource = (typeof MEDIA_SOURCES)[number];

/** A row of a source that mentions /media/: its id, its label and the source's columns. */
export type MentioningRow = Record<string, unknown>;

const KEY_IN_TEXT = /\/media\/([0-9a-f]{16}-\d{1,5}x\d{1,5})\//g;

/** Where uploaded photos are used, keyed by media key, from the rows of each source that mention /media/. */
export function mediaUses(mentions: ReadonlyArray<{ source: MediaSource; rows: MentioningRow[] }>): Map<string, MediaUse[]> {
  const uses = new Map<string, MediaUse[]>();
  for (const { source, rows } of mentions) {
    for (const row of rows) {
      const text = source.columns.map((c) => String(row[c] ?? '')).join('\n');
      const keys = new Set([...text.matchAll(KEY_IN_TEXT)].map((m) => m[1]!));
      for (const key of keys) {
        const list = uses.get(key) ?? [];
        list.push({ kind: source.kind, id: Number(row.id), name: String(row.label ?? '') });
        uses.set(key, list);
      }
    }
  }
  return uses;
}

const KIND_LABELS: Record<MediaUseKind, string> = {
  article: 'blog article',
  review: 'gear review',
  product: 'product',
  'dive-site': 'dive site',
  location: 'destination',
};

/** "the dive site “Yongala” and the blog article “Wreck diving”". */
export function describeUses(uses: MediaUse[]): string {
  const parts = uses.map((u) => `the ${KIND_LABELS[u.kind]} “${u.name}”`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
