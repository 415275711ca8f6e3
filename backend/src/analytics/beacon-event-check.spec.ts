import { createValidationPipe } from '../common/validation/validation-pipe';
import { AnalyticsEventDto } from './analytics.dto';
import { strictBeaconEvent } from './beacon-event-check';

const pipe = createValidationPipe();
const passesPipe = (value: unknown) =>
  pipe.transform(value, { type: 'body', metatype: AnalyticsEventDto, data: '' }).then(
    () => true,
    () => false,
  );

const VALID: unknown[] = [
  { kind: 'view', path: '/blog' },
  { kind: 'view', path: '/blog', referrer: 'www.google.com', utmSource: 'Facebook', utmMedium: 'social', utmCampaign: 'spring' },
  { kind: 'search', path: '/search', term: 'nudibranch', results: 0 },
  { kind: 'search', path: '/search', term: 'mask', results: 1_000_000 },
  { kind: 'not_found', path: '/blog/gone', referrer: '/blog' },
  { kind: 'view', path: `/${'x'.repeat(190)}`, utmCampaign: 'c'.repeat(100) },
  { kind: 'view', path: '/blog', term: '🐠 reef' },
];

const REFUSED_OR_LEFT_TO_THE_PIPE: unknown[] = [
  null,
  [],
  [{ kind: 'view', path: '/blog' }],
  'text',
  42,
  {},
  { path: '/blog' },
  { kind: 'view' },
  { kind: 'click', path: '/blog' },
  { kind: 'view', path: 'blog' },
  { kind: 'view', path: 5 },
  { kind: 'view', path: '/blog', visitorId: 'abc' },
  JSON.parse('{"kind":"view","path":"/blog","__proto__":{"admin":true}}'),
  { kind: 'view', path: '/blog', constructor: 'x' },
  { kind: 'view', path: `/${'x'.repeat(191)}` },
  { kind: 'view', path: '/blog', referrer: 'r'.repeat(192) },
  { kind: 'view', path: '/blog', utmSource: 's'.repeat(101) },
  { kind: 'view', path: '/blog', utmMedium: ['a'] },
  { kind: 'view', path: '/blog', utmCampaign: { a: 1 } },
  { kind: 'view', path: '/blog', referrer: null },
  { kind: 'view', path: '/blog\ud800' },
  { kind: 'view', path: '/blog', term: 'broken \udc00' },
  { kind: 'search', path: '/search', term: 'x', results: -1 },
  { kind: 'search', path: '/search', term: 'x', results: 1.5 },
  { kind: 'search', path: '/search', term: 'x', results: '3' },
  { kind: 'search', path: '/search', term: 'x', results: 1_000_001 },
  { kind: 'search', path: '/search', term: 'x', results: Number.NaN },
  { kind: ['view'], path: '/blog' },
];

describe('strictBeaconEvent', () => {
  it.each(VALID.map((v) => [JSON.stringify(v), v]))('takes %s, which the validation pipe takes too', async (_name, value) => {
    expect(strictBeaconEvent(value)).toBe(value);
    expect(await passesPipe(value)).toBe(true);
  });

  it.each(REFUSED_OR_LEFT_TO_THE_PIPE.map((v) => [String(JSON.stringify(v)), v]))('leaves %s to the full pipeline', (_name, value) => {
    expect(strictBeaconEvent(value)).toBeNull();
  });

  it('never takes what the validation pipe refuses (random events)', async () => {
    const texts = ['', '/', '/blog', 'blog', 'x'.repeat(100), 'x'.repeat(101), '/'.padEnd(191, 'y'), '/'.padEnd(192, 'y'), 'a\ud800', '🐠'];
    const values = [...texts, 0, -1, 3, 1.5, 1_000_000, 1_000_001, null, true, ['a'], { a: 1 }];
    const keys = ['kind', 'path', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'term', 'results', 'extra'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let taken = 0;
    for (let i = 0; i < 3000; i++) {
      const event: Record<string, unknown> = {
        kind: ['view', 'search', 'not_found', 'click'][random(4)],
        path: texts[random(texts.length)],
      };
      for (let k = random(4); k > 0; k--) event[keys[random(keys.length)]!] = values[random(values.length)];
      if (strictBeaconEvent(event) === null) continue;
      taken++;
      expect({ event, pipe: await passesPipe(event) }).toEqual({ event, pipe: true });
    }
    expect(taken).toBeGreaterThan(100);
  });
});
