import { describe, expect, it } from 'vitest';
import { compareLabels } from './compare-labels';

describe(compareLabels.name, () => {
  const labels = [
    'Western Australia',
    'Queensland',
    'new south wales',
    'New South Wales',
    'Victoria',
    'Coral Sea',
    'Christmas Island',
    'Masks & Fins',
    'Masks',
    'BCDs',
    'bcds',
    'Dive Computers',
    'Lord Howe Island',
    'Region 10',
    'Region 2',
    'A',
    'a',
  ];

  it('orders labels of letters, digits and spaces as en-AU collation does', () => {
    expect([...labels].sort(compareLabels)).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-AU')));
  });

  it('is zero only for the same text', () => {
    expect(compareLabels('Reef', 'Reef')).toBe(0);
    expect(compareLabels('Reef', 'reef')).not.toBe(0);
  });
});
