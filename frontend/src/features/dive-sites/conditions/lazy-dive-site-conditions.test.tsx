import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { conditionsAnswer } from '@/test/fixtures/conditions';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderWithProviders } from '@/test/render';
import { LazyDiveSiteConditions, SiteWindowAlertForm } from './lazy-dive-site-conditions';

let screenStub: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  screenStub = stubIntersectionObserver();
});

afterEach(() => vi.unstubAllGlobals());

/** Longer than React keeps a suspended part's placeholder up (300 ms) once its code is there. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

describe("a dive site's three days", () => {
  it('are drawn once their room comes near the screen, not while it is far below', async () => {
    // The view's code already here: only the room's distance from the screen holds the days back.
    await import('./dive-site-conditions');
    const api = stubApi({ 'GET /api/dive-sites/1/conditions': conditionsAnswer({}) });
    renderWithProviders(<LazyDiveSiteConditions siteId={1} typicalWaterTemp="19-26°C" />);
    // The forecast is asked for at once (the verdict line above the guide shows it)...
    await waitFor(() => expect(api.callsTo('GET /api/dive-sites/1/conditions')).toHaveLength(1));
    await settle();
    // ...but the days are not drawn while the room is far below the screen.
    expect(screen.queryByRole('heading', { name: 'Thu 26 Nov' })).not.toBeInTheDocument();

    screenStub.comesNear(screen.getByTestId('conditions-box'));
    expect(await screen.findByRole('heading', { name: 'Thu 26 Nov' })).toBeInTheDocument();
  });

  it('say at once that the forecast is unavailable, wherever the room is', async () => {
    stubApi({ 'GET /api/dive-sites/1/conditions': conditionsAnswer({ status: 'unavailable', days: [] }) });
    renderWithProviders(<LazyDiveSiteConditions siteId={1} typicalWaterTemp="" />);
    expect(await screen.findByText('Forecast unavailable right now — we’ll try again shortly.')).toBeInTheDocument();
  });

  it('keep no loading placeholder for a place with no marine forecast, and say so once near', async () => {
    stubApi({ 'GET /api/dive-sites/1/conditions': conditionsAnswer({ status: 'no-marine-forecast', days: [] }) });
    renderWithProviders(<LazyDiveSiteConditions siteId={1} typicalWaterTemp="" />);
    const box = screen.getByTestId('conditions-box');
    expect(box.querySelector('.MuiSkeleton-root')).not.toBeNull();
    // The answer arrives: nothing will come to fill a three-day room, so none is shown loading.
    await waitFor(() => expect(box.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(box).toBeEmptyDOMElement();

    screenStub.comesNear(box);
    expect(await screen.findByText('No marine forecast for this location.')).toBeInTheDocument();
  });
});

describe('the alert form on a dive-site page', () => {
  it('keeps a room named as the form until it comes near the screen, then is the form', async () => {
    await import('./dive-site-conditions');
    renderWithProviders(<SiteWindowAlertForm scope="site" target="1" name="Shelly Beach" />);
    await settle();
    const room = screen.getByRole('region', { name: 'Tell me when it’s diveable' });
    expect(room).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    screenStub.comesNear(room);
    expect(await screen.findByRole('button', { name: 'E-mail me' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tell me when it’s diveable' })).not.toHaveAttribute('aria-busy');
  });
});
