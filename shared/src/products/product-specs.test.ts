import { describe, expect, it } from 'vitest';
import { cleanSpecs, specProblems, specRows } from './product-specs';

describe('product specs', () => {
  it("accepts a category's own fields, with a listed option where it has options", () => {
    expect(specProblems('computers', { algorithm: 'Mares RGBM', battery: 'User-replaceable', airIntegration: 'No' })).toEqual([]);
    expect(specProblems('wetsuits', { thickness: '5 mm', zip: 'Back zip' })).toEqual([]);
  });

  it('says in words what is wrong', () => {
    expect(specProblems('computers', { zip: 'Back zip', battery: 'Solar', gases: 7, display: 'x'.repeat(81) })).toEqual([
      'specs.zip is not a spec of computers (its specs: algorithm, gases, battery, airIntegration, display)',
      'specs.battery (Battery) must be one of: Rechargeable, User-replaceable, Service-replaced',
      'specs.gases (Gases) must be text',
      'specs.display (Display) must be at most 80 characters',
    ]);
  });

  it('drops blank values and trims the rest', () => {
    expect(cleanSpecs({ algorithm: '  ', gases: ' Air ' })).toEqual({ gases: 'Air' });
  });

  it("lists filled specs in the category's order", () => {
    expect(specRows('computers', { display: 'Colour', algorithm: 'RGBM' }).map((r) => r.label)).toEqual(['Algorithm', 'Display']);
    expect(specRows('computers', null)).toEqual([]);
  });
});
