import { amountCents, csvRecords, reportDay } from './commission-csv';

describe('commission CSV', () => {
  it('reads quoted cells, CRLF line ends and a BOM, keeping each record its line number', () => {
    expect(csvRecords('\uFEFFDate,Sub ID,Amount\r\n2026-11-01,"p1_shop-card_00000000","1,234.50"\r\n\r\n"x\ny",b,c\n')).toEqual([
      { line: 1, cells: ['Date', 'Sub ID', 'Amount'] },
      { line: 2, cells: ['2026-11-01', 'p1_shop-card_00000000', '1,234.50'] },
      { line: 4, cells: ['x\ny', 'b', 'c'] },
    ]);
  });

  it('reads ISO and Australian dates and refuses impossible ones', () => {
    expect(reportDay('2026-11-28')).toBe('2026-11-28');
    expect(reportDay('2026-11-28T10:00:00Z')).toBe('2026-11-28');
    expect(reportDay('3/11/2026')).toBe('2026-11-03');
    expect(reportDay('31/02/2026')).toBeNull();
    expect(reportDay('yesterday')).toBeNull();
  });

  it('reads amounts with a currency sign, thousands and reversals', () => {
    expect(amountCents('$1,234.50')).toBe(123450);
    expect(amountCents('-4.00 AUD')).toBe(-400);
    expect(amountCents('12')).toBe(1200);
    expect(amountCents('twelve')).toBeNull();
    expect(amountCents('')).toBeNull();
  });
});
