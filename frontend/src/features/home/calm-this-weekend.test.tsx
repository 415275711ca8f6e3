import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WeekendBestBetsResponseDto } from '@/api/generated/models';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { chosenState, rememberChosenState } from '@/lib/chosen-state';
import { CalmThisWeekend } from './calm-this-weekend';

const attribution = {
  text: 'x',
  url: 'https://open-meteo.com/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
};

function weekend(over: Partial<WeekendBestBetsResponseDto>): WeekendBestBetsResponseDto {
  return { status: 'ok', message: null, fetchedAt: new Date().toISOString(), unavailableSiteIds: [], bets: [], attribution, ...over };
}

describe('CalmThisWeekend', () => {
  beforeEach(() => rememberChosenState(''));

  it('names the calm sites of the state the visitor last chose, each linking to its page', async () => {
    rememberChosenState('qld');
    const api = stubApi({
      'GET /api/dive-sites/conditions/weekend?state=qld': weekend({
        bets: [
          {
            siteId: 7,
            name: 'Cod Hole',
            region: 'Cairns & Port Douglas',
            saturday: true,
            sunday: false,
            sentence: 'Best: Saturday 9–12 — light wind, 0.6 m swell from the south',
          },
        ],
      }),
    });
    renderWithProviders(<CalmThisWeekend />);
    expect(screen.getByRole('heading', { name: 'Calm this weekend in Queensland' })).toBeInTheDocument();
    const site = await screen.findByTestId('calm-weekend-site');
    expect(within(site).getByRole('link', { name: 'Cod Hole' })).toHaveAttribute('href', '/dive-sites/7');
    expect(within(site).getByLabelText('Calm Saturday')).toBeInTheDocument();
    expect(within(site).queryByLabelText('Calm Sunday')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find more sites calm on Saturday' })).toHaveAttribute(
      'href',
      '/dive-sites?state=qld&outlook=saturday',
    );
    expect(api.callsTo('GET /api/dive-sites/conditions/weekend')).toHaveLength(1);
  });

  it('asks again for the state chosen in "Where", and remembers it on the device', async () => {
    const api = stubApi({
      'GET /api/dive-sites/conditions/weekend?state=wa': weekend({
        bets: [
          {
            siteId: 3,
            name: 'Navy Pier',
            region: 'Ningaloo & Exmouth',
            saturday: true,
            sunday: true,
            sentence: 'Best: Saturday 9–12 — light wind, 0.6 m swell from the south',
          },
        ],
      }),
      'GET /api/dive-sites/conditions/weekend': weekend({ bets: [] }),
    });
    renderWithProviders(<CalmThisWeekend />);
    expect(await screen.findByText(/No site looks calm this weekend by the forecast/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Where'), 'Western Australia');
    expect(await screen.findByRole('link', { name: 'Navy Pier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Calm this weekend in Western Australia' })).toBeInTheDocument();
    expect(chosenState()).toBe('wa');
    expect(api.callsTo('GET /api/dive-sites/conditions/weekend?state=wa')).toHaveLength(1);
  });

  it('tells a forecast the service could not give as such, never as "no site looks calm"', async () => {
    stubApi({
      'GET /api/dive-sites/conditions/weekend': weekend({ status: 'unavailable', message: 'x', fetchedAt: null }),
    });
    renderWithProviders(<CalmThisWeekend />);
    expect(await screen.findByText('Forecast unavailable right now — we’ll try again shortly.')).toBeInTheDocument();
    expect(screen.queryByText(/looks calm/)).not.toBeInTheDocument();
  });

  it('without a forecast, offers the beginner sites and the directory of the chosen state, not a filter on calm days', async () => {
    rememberChosenState('qld');
    stubApi({
      'GET /api/dive-sites/conditions/weekend?state=qld': weekend({ status: 'unavailable', message: 'x', fetchedAt: null }),
    });
    renderWithProviders(<CalmThisWeekend />);
    expect(await screen.findByRole('link', { name: 'Browse beginner-friendly sites in Queensland' })).toHaveAttribute(
      'href',
      '/dive-sites?state=qld&skill=Beginner',
    );
    expect(screen.getByRole('link', { name: 'See every dive site in Queensland' })).toHaveAttribute('href', '/dive-sites?state=qld');
    expect(screen.queryByRole('link', { name: 'Find more sites calm on Saturday' })).not.toBeInTheDocument();
  });

  it("keeps the links' filters on a browser without URLSearchParams.size (Safari before 17)", async () => {
    const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, 'size');
    Object.defineProperty(URLSearchParams.prototype, 'size', { get: () => undefined, configurable: true });
    try {
      stubApi({ 'GET /api/dive-sites/conditions/weekend': weekend({ status: 'unavailable', message: 'x', fetchedAt: null }) });
      renderWithProviders(<CalmThisWeekend />);
      expect(await screen.findByRole('link', { name: 'Browse beginner-friendly sites' })).toHaveAttribute(
        'href',
        '/dive-sites?skill=Beginner',
      );
      expect(screen.getByRole('link', { name: 'See every dive site' })).toHaveAttribute('href', '/dive-sites');
    } finally {
      if (size) Object.defineProperty(URLSearchParams.prototype, 'size', size);
    }
  });
});
