import { csvCell } from '../common/csv/csv';
import { CSV_COLUMNS, DIVE_SITE_DATA_ATTRIBUTION, diveSitesCsvFilename, toDiveSitesCsv } from './dive-sites-csv';
import { DiveSiteResponseDto } from './dive-sites.dto';

const site: DiveSiteResponseDto = {
  exposure: null,
  id: 7,
  name: 'Fish Rock Cave',
  region: 'South West Rocks',
  state: 'NSW',
  latitude: '-30.93950000',
  longitude: '153.10390000',
  description: 'Cave, "famous"',
  skillLevel: 'Advanced',
  depthRange: '0-24m',
  waterTemp: '17-23°C',
  visibility: null,
  bestTime: 'All year',
  marineLife: null,
  hazards: null,
  facilities: null,
  imageUrl: null,
  imageAlt: null,
  videoUrl: null,
  videoThumbnail: null,
  reviewLink: null,
  featured: true,
  slackOffsetMinutes: null,
};

describe(csvCell.name, () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [null, ''],
    [true, 'true'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+61 2', "'+61 2"],
    ['@cmd', "'@cmd"],
    ['-rm', "'-rm"],
  ] as const)('%s → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numeric cells alone so negative coordinates stay numbers', () => {
    expect(csvCell('-30.93950000', true)).toBe('-30.93950000');
  });
});

describe(toDiveSitesCsv.name, () => {
  it('writes a BOM, the header, one CRLF record per site and the attribution record', () => {
    const csv = toDiveSitesCsv([site]);
    expect(csv.startsWith('\uFEFFid,name,region,latitude,longitude,')).toBe(true);
    const [, row, attribution, end] = csv.slice(1).split('\r\n');
    expect(row).toBe(
      '7,Fish Rock Cave,South West Rocks,-30.93950000,153.10390000,Advanced,0-24m,17-23°C,,All year,"Cave, ""famous""",,,,,,,,true,NSW',
    );
    expect(attribution).toBe(`"${DIVE_SITE_DATA_ATTRIBUTION}"${','.repeat(CSV_COLUMNS.length - 1)}`);
    expect(end).toBe('');
  });
});

describe(diveSitesCsvFilename.name, () => {
  it('dates the file in Sydney time', () => {
    // 14:30 UTC on 6 June is 00:30 on 7 June in Sydney (AEST, UTC+10).
    expect(diveSitesCsvFilename(new Date('2025-06-06T14:30:00Z'))).toBe('dive-sites-2025-06-07.csv');
  });
});
