/**
 * An affiliate network's product feed in Google Merchant Center columns (id, title, link, price,
 * availability, gtin, mpn, …), as CSV or tab-separated text with a header row. The whole feed is
 * checked before anything is used: a malformed one is refused with a sentence naming the row.
 */

export interface FeedRow {
  /** The row's line number in the file (the header is row 1), for the owner's report. */
  row: number;
  id: string;
  title: string;
  gtin: string;
  mpn: string;
  price: string;
  currency: string;
  availability: 'in_stock' | 'out_of_stock';
}

export class FeedError extends Error {}

const AVAILABILITY: Record<string, FeedRow['availability']> = {
  'in stock': 'in_stock',
  in_stock: 'in_stock',
  instock: 'in_stock',
  preorder: 'in_stock',
  backorder: 'in_stock',
  'limited availability': 'in_stock',
  'out of stock': 'out_of_stock',
  out_of_stock: 'out_of_stock',
  outofstock: 'out_of_stock',
  discontinued: 'out_of_stock',
};

/** "449.00 AUD", "AUD 449", "1,299.95 AUD" → amount and currency; null when it is neither. */
export function feedPrice(text: string): { price: string; currency: string } | null {
  const match = /^(?:([A-Z]{3})\s+)?(\d{1,8}(?:,\d{3})*(?:\.\d{1,2})?)(?:\s+([A-Z]{3}))?$/.exec(text.trim().toUpperCase());
  if (!match || (match[1] && match[3]) || !(match[1] || match[3])) return null;
  return { price: match[2]!.replace(/,/g, ''), currency: (match[1] ?? match[3])! };
}

/** Splits the text into rows of fields: quotes may hold the delimiter, newlines and doubled quotes. */
function parseRecords(text: string, delimiter: string): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f.trim() !== '')) records.push({ fields, line: startLine });
      fields = [];
      field = '';
      line++;
      startLine = line;
    } else field += c;
  }
  if (quoted) throw new FeedError(`Row ${startLine}: a quoted value is never closed.`);
  fields.push(field);
  if (fields.some((f) => f.trim() !== '')) records.push({ fields, line: startLine });
  return records;
}

/** Every row of the feed, checked; throws FeedError naming the first bad row. */
export function parseFeed(text: string): FeedRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  const records = parseRecords(body, delimiter);
  if (records.length === 0) throw new FeedError('The feed is empty.');
  const header = records[0]!.fields.map((h) => h.trim().toLowerCase().replace(/^g:/, ''));
  const column = (name: string) => header.indexOf(name);
  for (const required of ['id', 'price']) {
    if (column(required) === -1)
      throw new FeedError(
        `Row 1: the header has no "${required}" column (Google Merchant feed columns: id, title, link, price, availability, gtin, mpn).`,
      );
  }
  if (column('gtin') === -1 && column('mpn') === -1)
    throw new FeedError('Row 1: the header has neither a "gtin" nor an "mpn" column, so no row could be matched to an offer.');
  const rows: FeedRow[] = [];
  for (const { fields, line } of records.slice(1)) {
    const value = (name: string) => (column(name) === -1 ? '' : (fields[column(name)] ?? '').trim());
    if (fields.length !== header.length) {
      throw new FeedError(`Row ${line}: it has ${fields.length} values but the header has ${header.length} columns.`);
    }
    const id = value('id');
    if (!id) throw new FeedError(`Row ${line}: the id is empty.`);
    const price = feedPrice(value('price'));
    if (!price) throw new FeedError(`Row ${line}: the price "${value('price')}" is not an amount with its currency, like "449.00 AUD".`);
    const gtin = value('gtin').replace(/\s/g, '');
    if (gtin && !/^(?:\d{8}|\d{12,14})$/.test(gtin)) throw new FeedError(`Row ${line}: the gtin "${gtin}" is not 8, 12, 13 or 14 digits.`);
    const availabilityText = value('availability').toLowerCase();
    const availability = availabilityText ? AVAILABILITY[availabilityText] : 'in_stock';
    if (!availability)
      throw new FeedError(
        `Row ${line}: the availability "${value('availability')}" is not one of: in stock, out of stock, preorder, backorder.`,
      );
    rows.push({ row: line, id: id.slice(0, 64), title: value('title'), gtin, mpn: value('mpn').slice(0, 64), ...price, availability });
  }
  if (rows.length === 0) throw new FeedError('The feed has a header but no rows.');
  return rows;
}
