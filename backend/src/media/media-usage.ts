import { DataSource } from 'typeorm';

export type MediaUseKind = 'article' | 'review' | 'product' | 'dive-site' | 'location';

export interface MediaUse {
  kind: MediaUseKind;
  id: number;
  name: string;
}

/** Every column where content may hold an image address (bodies hold inline images too). */
const SOURCES: ReadonlyArray<{ kind: MediaUseKind; table: string; label: string; columns: string[] }> = [
  { kind: 'article', table: 'articles', label: 'title', columns: ['imageUrl', 'content'] },
  { kind: 'review', table: 'reviews', label: 'title', columns: ['imageUrl', 'content'] },
  { kind: 'product', table: 'products', label: 'name', columns: ['imageUrl'] },
  { kind: 'dive-site', table: 'dive_sites', label: 'name', columns: ['imageUrl', 'videoThumbnail'] },
  { kind: 'location', table: 'locations', label: 'name', columns: ['imageUrl'] },
];

const KEY_IN_TEXT = /\/media\/([0-9a-f]{16}-\d{1,5}x\d{1,5})\//g;

/**
 * Where uploaded photos are used, keyed by media key. `needle` narrows the search to one photo;
 * without it every row mentioning /media/ is read once (the library shows all photos at a time).
 */
export async function findMediaUses(dataSource: DataSource, needle?: string): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const pattern = `%/media/${needle ?? ''}%`;
  for (const source of SOURCES) {
    const where = source.columns.map((c) => `\`${c}\` LIKE ?`).join(' OR ');
    const rows: Array<Record<string, unknown>> = await dataSource.query(
      `SELECT id, \`${source.label}\` AS label, ${source.columns.map((c) => `\`${c}\``).join(', ')} FROM \`${source.table}\` WHERE ${where} ORDER BY id`,
      source.columns.map(() => pattern),
    );
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
