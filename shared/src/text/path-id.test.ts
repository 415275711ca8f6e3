import { describe, expect, it } from 'vitest';
import { MAX_ID, parsePathId, pathIdProblem } from './path-id';

describe('path ids', () => {
  describe(parsePathId.name, () => {
    it.each([
      ['7', 7],
      ['2147483647', MAX_ID],
    ])('reads %s', (segment, id) => {
      expect(parsePathId(segment)).toBe(id);
    });

    it.each(['007', '0', '-1', '+7', '7.0', '1e1', '0x10', ' 7', '', '2147483648', '99999999999999999999'])('refuses %j', (segment) => {
      expect(parsePathId(segment)).toBeNull();
    });

    it('refuses a missing segment', () => {
      expect(parsePathId(undefined)).toBeNull();
    });
  });

  describe(pathIdProblem.name, () => {
    it('says which rule an id breaks', () => {
      expect(pathIdProblem('007')).toBe('id must be a positive whole number');
      expect(pathIdProblem(String(MAX_ID + 1))).toBe('id is too large');
      expect(pathIdProblem(12)).toBeNull();
    });
  });
});
