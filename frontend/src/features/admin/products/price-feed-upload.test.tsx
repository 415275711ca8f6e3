import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PriceFeedUpload } from './price-feed-upload';

const FEED = 'id,title,link,price,availability,gtin,mpn\nPUCK-1,Puck,https://s.example/p,449.00 AUD,in stock,8033683040235,\n';

async function uploadAs(seller: string) {
  renderWithProviders(<PriceFeedUpload />);
  await userEvent.type(screen.getByLabelText('Seller name'), seller);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([FEED], 'feed.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Update Prices' }));
}

describe('PriceFeedUpload', () => {
  it('sends the file as text and says what it did, unknown rows included', async () => {
    const api = stubApi({
      'POST /api/admin/price-feeds': {
        sellerName: 'Dive Network Shop',
        rows: 2,
        updated: 1,
        flagged: [],
        unknown: [{ row: 3, id: 'NEW-3', gtin: '9300000000001', mpn: '', title: 'Not in our shop', detail: '' }],
      },
      'GET /api/admin/price-checks': { checkable: 0, flagged: 0, perHost: 2, flags: [] },
      'GET /api/admin/price-feeds/sources': [],
    });
    await uploadAs('Dive Network Shop');
    expect(await screen.findByText("1 of 2 rows updated Dive Network Shop's prices.")).toBeInTheDocument();
    expect(screen.getByText(/Row 3: no offer of Dive Network Shop has GTIN 9300000000001 \(Not in our shop\)/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/price-feeds')[0]!.body).toEqual({ sellerName: 'Dive Network Shop', csv: FEED });
  });

  it("shows the server's sentence naming the bad row", async () => {
    stubApi({
      'GET /api/admin/price-feeds/sources': [],
      'POST /api/admin/price-feeds': reply(400, {
        message: 'The feed was not used: Row 2: the price "449.00" is not an amount with its currency, like "449.00 AUD".',
      }),
    });
    await uploadAs('Dive Network Shop');
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 2: the price "449.00" is not an amount');
  });
});
