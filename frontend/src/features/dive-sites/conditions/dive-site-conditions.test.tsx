import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { conditionsAnswer as answer, forecastAttribution as attribution } from '@/test/fixtures/conditions';
import DiveSiteConditions from './dive-site-conditions';

describe('DiveSiteConditions', () => {
  it('shows three days with half-day outlooks, swell, wind, tides, sun, water temperature and the attribution', async () => {
    stubApi({ 'GET /api/dive-sites/1/conditions': answer({}) });
    renderWithProviders(<DiveSiteConditions siteId={1} typicalWaterTemp="19-26°C" />);
    expect(await screen.findByRole('heading', { name: 'Thu 26 Nov' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/Water now/)).toHaveTextContent('Water now 21.6 °C (usually 19-26°C) · forecast updated just now');
    expect(screen.getAllByText('Rough — not recommended')).toHaveLength(3);
    expect(screen.getAllByText(/Swell 0.6 m 9 s SE/)).toHaveLength(6);
    const tide = screen.getByRole('img', { name: 'Tide on Sat 28 Nov: High 04:10 · Low 10:22' });
    // The curve's highs and lows are labelled with their times, under them the hours of the day.
    expect(tide).toHaveTextContent('High 04:10');
    expect(tide).toHaveTextContent('Low 10:22');
    expect(tide).toHaveTextContent('00:0006:0012:0018:00');
    // "Sunrise" and "Sunset" in words: "Sun 05:42" read as Sunday.
    const sun = screen.getAllByTestId('sun-times');
    expect(sun).toHaveLength(3);
    expect(sun[0]).toHaveTextContent('Sunrise 05:42 · Sunset 19:48');
    expect(screen.getByText(/not local knowledge/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', attribution.licenceUrl);
  });

  it('gives the age of a forecast kept because no newer one could be had', async () => {
    stubApi({
      'GET /api/dive-sites/1/conditions': answer({ stale: true, fetchedAt: new Date(Date.now() - 5 * 3_600_000 - 60_000).toISOString() }),
    });
    renderWithProviders(<DiveSiteConditions siteId={1} typicalWaterTemp="" />);
    expect(await screen.findByText(/Water now/)).toHaveTextContent('Water now 21.6 °C · Forecast from 5 hours ago');
  });

  it('says when the forecast is unavailable, and when the place has no marine forecast', async () => {
    stubApi({ 'GET /api/dive-sites/1/conditions': answer({ status: 'unavailable', days: [] }) });
    const { unmount } = renderWithProviders(<DiveSiteConditions siteId={1} typicalWaterTemp="" />);
    expect(await screen.findByText('Forecast unavailable right now — we’ll try again shortly.')).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/dive-sites/1/conditions': answer({ status: 'no-marine-forecast', days: [] }) });
    renderWithProviders(<DiveSiteConditions siteId={1} typicalWaterTemp="" />);
    expect(await screen.findByText('No marine forecast for this location.')).toBeInTheDocument();
  });
});
