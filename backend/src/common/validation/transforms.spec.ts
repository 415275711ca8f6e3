import { plainToInstance } from 'class-transformer';
import { SingleLine, ToBoolean, ToNumber, Trim } from './transforms';

class Sample {
  @Trim() text?: unknown;
  @SingleLine() line?: unknown;
  @ToNumber() number?: unknown;
  @ToBoolean() flag?: unknown;
}

const read = (plain: object) => plainToInstance(Sample, plain);

describe('input transforms', () => {
  it('trim and fold lines of text, leaving other types for the validators', () => {
    expect(read({ text: '  Fish Rock ', line: ' a\r\n  b ' })).toMatchObject({
      text: 'Fish Rock',
      line: 'a b',
    });
    expect(read({ text: 5 }).text).toBe(5);
  });

  it('read numbers from text, and pass on text that is none', () => {
    expect(read({ number: ' -30.5 ' }).number).toBe(-30.5);
    expect(read({ number: 'east' }).number).toBe('east');
    expect(read({ number: '' }).number).toBe('');
  });

  it('read query-string booleans the same way everywhere', () => {
    expect(read({ flag: 'true' }).flag).toBe(true);
    expect(read({ flag: 'FALSE' }).flag).toBe(false);
    expect(read({ flag: true }).flag).toBe(true);
    expect(read({ flag: 'yes' }).flag).toBe('yes');
  });
});
