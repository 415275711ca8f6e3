import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import {
  createErrorText,
  diveSiteWriteTexts,
  emptyDiveSiteForm,
  formToInput,
  siteToForm,
  updateErrorText,
  withFeaturedFlipped,
} from './dive-site-admin';
import { makeDiveSite } from '@/test/fixtures/dive-sites';

const site = makeDiveSite({
  id: 7,
  name: 'Fish Rock Cave',
  region: 'South West Rocks',
  latitude: '-30.93920000',
  longitude: '153.10330000',
  description: 'A tunnel through a rocky island.',
  skillLevel: 'Advanced',
  depthRange: '10-24m',
  waterTemp: '18-24°C',
  marineLife: 'Grey nurse sharks',
});

const apiError = (status: number, body: unknown) => new ApiError(status, 'Bad', JSON.stringify(body), body);

describe('withFeaturedFlipped', () => {
  it('sends the whole site with only the flag flipped and numeric coordinates', () => {
    const body = withFeaturedFlipped(site);
    expect(body).toMatchObject({ id: 7, name: 'Fish Rock Cave', featured: true, latitude: -30.9392, longitude: 153.1033, hazards: '' });
  });
});

describe('siteToForm', () => {
  it('fills every field of the form: missing texts empty, coordinates as plain decimals', () => {
    const form = siteToForm(site);
    expect(Object.keys(form).sort()).toEqual(Object.keys(emptyDiveSiteForm).sort());
    expect(form).toMatchObject({
      name: 'Fish Rock Cave',
      latitude: '-30.9392',
      longitude: '153.1033',
      skillLevel: 'Advanced',
      hazards: '',
    });
    expect(form.featured).toBe(site.featured);
  });
});

describe('formToInput', () => {
  it('trims text and converts coordinates', () => {
    const input = formToInput({ ...siteToForm(site), name: '  Fish Rock  ', latitude: '-30.5' });
    expect(input.name).toBe('Fish Rock');
    expect(input.latitude).toBe(-30.5);
  });
});

describe('error texts', () => {
  const invalid = { statusCode: 400, error: 'Bad Request', message: 'latitude must be a number.', details: ['latitude must be a number'] };

  it('create: the server\'s sentence, else "Server error: {status}", else the generic text', () => {
    expect(createErrorText(apiError(400, invalid))).toBe('latitude must be a number.');
    expect(createErrorText(apiError(502, 'Bad gateway'))).toBe('Server error: 502');
    expect(createErrorText(new TypeError('Failed to fetch'))).toBe('Failed to create dive site');
  });

  it("update: the server's sentence, else the generic text", () => {
    expect(updateErrorText(apiError(404, { statusCode: 404, error: 'Not Found', message: 'Dive site 9 was not found.' }))).toBe(
      'Dive site 9 was not found.',
    );
    expect(updateErrorText(apiError(502, 'Bad gateway'))).toBe('Failed to update dive site');
    expect(updateErrorText(new TypeError('x'))).toBe('Failed to update dive site');
  });

  it('are the failure texts of the admin editor on this page, titled "Error" ("Success" when it worked)', () => {
    const refused = apiError(400, invalid);
    expect(diveSiteWriteTexts.failureText('create', apiError(502, 'Bad gateway'))).toBe('Server error: 502');
    expect(diveSiteWriteTexts.failureText('update', apiError(502, 'Bad gateway'))).toBe('Failed to update dive site');
    expect(diveSiteWriteTexts.failureText('update', refused)).toBe('latitude must be a number.');
    expect(diveSiteWriteTexts.failureText('delete', refused)).toBe('Failed to delete dive site');
    expect(diveSiteWriteTexts.failureTitle()).toBe('Error');
    expect(diveSiteWriteTexts.successTitle()).toBe('Success');
  });
});
