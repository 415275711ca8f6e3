import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { PriceFlagsPanel } from './price-flags-panel';

describe('PriceFlagsPanel', () => {
  it('lists each price the check did not use, with the reason and the price still shown', async () => {
    stubApi({
      'GET /api/admin/price-checks': {
        checkable: 3,
        flagged: 1,
        perHost: 2,
        flags: [
          {
            offerId: 7,
            productId: 2,
            productName: 'Mares Puck Pro+',
            sellerName: 'Reef Shop',
            url: 'https://reef.example/puck',
            flag: 'steep-drop',
            detail: 'The price fell by more than 70 % in one check ($449.00 to $49.00).',
            flaggedAt: new Date().toISOString(),
            lastPrice: '449.00',
            lastCheckedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          },
        ],
      },
    });
    renderWithProviders(<PriceFlagsPanel />);
    expect(await screen.findByRole('heading', { name: 'Prices to check (1)' })).toBeInTheDocument();
    expect(screen.getByText('Mares Puck Pro+ at Reef Shop')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/fell by more than 70 %.*Still shown: \$449\.00 \(checked 3 h ago\)/);
  });

  it('says every price was used, or that no seller has a page to read yet', async () => {
    stubApi({ 'GET /api/admin/price-checks': { checkable: 4, flagged: 0, perHost: 2, flags: [] } });
    const { unmount } = renderWithProviders(<PriceFlagsPanel />);
    expect(await screen.findByText('The latest prices of all 4 sellers were read and used.')).toBeInTheDocument();
    unmount();
    stubApi({ 'GET /api/admin/price-checks': { checkable: 0, flagged: 0, perHost: 2, flags: [] } });
    renderWithProviders(<PriceFlagsPanel />);
    expect(await screen.findByText('No seller has a page to read prices from yet.')).toBeInTheDocument();
  });
});
