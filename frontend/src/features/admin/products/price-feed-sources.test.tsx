import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceFeedSourceDto } from '@/api/generated/models';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PriceFeedSources } from './price-feed-sources';

const URL = 'https://network.example/feeds/dive-network-shop.csv';
const listed = (over: Partial<PriceFeedSourceDto> = {}): PriceFeedSourceDto => ({
  id: 7,
  sellerName: 'Dive Network Shop',
  url: URL,
  lastFetchedAt: null,
  lastResult: '',
  lastOk: false,
  ...over,
});
const CHECKS = { checkable: 1, flagged: 0, perHost: 2, flags: [] };

describe('PriceFeedSources', () => {
  it('adds a feed by address, typed, and lists it as not fetched yet', async () => {
    let sources: PriceFeedSourceDto[] = [];
    const api = stubApi({
      'GET /api/admin/price-feeds/sources': () => sources,
      'GET /api/admin/price-checks': CHECKS,
      'POST /api/admin/price-feeds/sources': () => {
        sources = [listed()];
        return reply(201, sources[0]);
      },
    });
    renderWithProviders(<PriceFeedSources />);
    await userEvent.type(screen.getByLabelText('Feed seller name'), 'Dive Network Shop');
    await userEvent.type(screen.getByLabelText('Feed address'), URL);
    await userEvent.click(screen.getByRole('button', { name: 'Add Feed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The feed of Dive Network Shop will be fetched every day.');
    expect(api.callsTo('POST /api/admin/price-feeds/sources')[0]!.body).toEqual({ sellerName: 'Dive Network Shop', url: URL });
    const row = await screen.findByTestId('price-feed-source');
    expect(row).toHaveTextContent(URL);
    expect(row).toHaveTextContent('Not fetched yet');
    expect(screen.getByLabelText('Feed address')).toHaveValue('');
  });

  it('says what "Fetch now" did, and a broken feed\'s reason as an error, on its line too', async () => {
    const fetchedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const broken =
      'The feed could not be fetched: nothing is at this address (error 404); check the feed address with the network. Prices stay as they were.';
    let current = listed({ lastFetchedAt: fetchedAt, lastOk: true, lastResult: '2 of 2 rows updated prices.' });
    let fetches = 0;
    stubApi({
      'GET /api/admin/price-feeds/sources': () => [current],
      'GET /api/admin/price-checks': CHECKS,
      'POST /api/admin/price-feeds/sources/7/fetch': () => {
        fetches += 1;
        if (fetches === 1)
          return { source: current, result: { sellerName: 'Dive Network Shop', rows: 2, updated: 2, flagged: [], unknown: [] } };
        current = listed({ lastFetchedAt: new Date().toISOString(), lastResult: broken });
        return { source: current, result: null };
      },
    });
    renderWithProviders(<PriceFeedSources />);
    const row = await screen.findByTestId('price-feed-source');
    expect(row).toHaveTextContent('2 of 2 rows updated prices. (fetched 3 h ago)');
    await userEvent.click(within(row).getByRole('button', { name: 'Fetch now' }));
    expect(await screen.findByRole('status')).toHaveTextContent("2 of 2 rows updated Dive Network Shop's prices.");
    await userEvent.click(within(row).getByRole('button', { name: 'Fetch now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(broken);
    // The failed fetch was recorded: the feed's own line says so without reloading the page.
    await waitFor(() => expect(row).toHaveTextContent(`${broken} (fetched just now)`));
  });

  it("shows the server's sentence when an address is refused", async () => {
    stubApi({
      'GET /api/admin/price-feeds/sources': [],
      'POST /api/admin/price-feeds/sources': reply(409, { message: 'This feed address is already listed, for Dive Network Shop.' }),
    });
    renderWithProviders(<PriceFeedSources />);
    await userEvent.type(screen.getByLabelText('Feed seller name'), 'Other Shop');
    await userEvent.type(screen.getByLabelText('Feed address'), URL);
    await userEvent.click(screen.getByRole('button', { name: 'Add Feed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feed address is already listed, for Dive Network Shop.');
  });
});
