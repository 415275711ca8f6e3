import type { FeedImportResultDto } from '@/api/generated/models';

/** What a feed did, in sentences: updated offers, flagged rows and rows no offer matched. */
export function feedResultSentences(result: FeedImportResultDto): string[] {
  const lines = [`${result.updated} of ${result.rows} rows updated ${result.sellerName}'s prices.`];
  for (const row of result.flagged) lines.push(`Row ${row.row} (${row.id}) not used: ${row.detail}`);
  for (const row of result.unknown) {
    const code = row.gtin ? `GTIN ${row.gtin}` : row.mpn ? `MPN ${row.mpn}` : `id ${row.id}`;
    lines.push(
      `Row ${row.row}: no offer of ${result.sellerName} has ${code}${row.title ? ` (${row.title})` : ''}. Add it to a product's sellers to follow its price.`,
    );
  }
  return lines;
}
