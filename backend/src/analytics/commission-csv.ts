/** RFC 4180 records with their 1-based line numbers (a quoted field may span lines; its record keeps its first line). */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

/** A report's date as YYYY-MM-DD: ISO (with or without a time) or Australian day/month/year. */
export function reportDay(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2]!.padStart(2, '0'), au[1]!.padStart(2, '0')] : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** An amount in cents: "$1,234.50", "12.3", "-4.00 AUD"; null when it is not a number. */
export function amountCents(value: string): number | null {
  const text = value.replace(/[$,\s]|AUD|A\$/gi, '');
  if (!/^-?\d+(?:\.\d{1,4})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Math.abs(cents) <= 100_000_000 ? cents : null;
}
