import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { LinkHealthBadge, LinkHealthSummary } from './link-health-badge';

const broken = {
  targetType: 'product',
  targetId: 3,
  name: 'Venom Mask',
  url: 'https://seller.example.com/venom',
  outcome: 'broken',
  status: 404,
  finalUrl: 'https://seller.example.com/venom',
  error: '',
  checkedAt: '2026-11-01T00:00:00.000Z',
};

describe('LinkHealthBadge', () => {
  it('shows a broken link, counts it on the dashboard, and checks it again on request', async () => {
    const api = stubApi({
      'GET /api/admin/link-health': { summary: { ok: 5, redirected: 1, broken: 1, couldNotCheck: 0, unchecked: 0 }, links: [broken] },
      'POST /api/admin/link-health/products/3/check': { ...broken, outcome: 'ok', status: 200 },
    });
    renderWithProviders(
      <>
        <LinkHealthSummary />
        <LinkHealthBadge targetType="product" targetId={3} name="Venom Mask" />
      </>,
    );
    expect(await screen.findByText('Link broken (404)')).toBeInTheDocument();
    expect(screen.getByTestId('link-health-summary')).toHaveTextContent('2 seller links need attention (1 broken, 1 redirected)');
    await userEvent.click(screen.getByRole('button', { name: 'Check the seller link of Venom Mask now' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/link-health/products/3/check')).toHaveLength(1));
  });

  it('says "Could not check", not broken, when the seller gave no answer (our server offline), and counts it apart', async () => {
    const offline = { ...broken, outcome: 'could_not_check', status: null, error: 'The address could not be looked up (ENOTFOUND)' };
    stubApi({
      'GET /api/admin/link-health': { summary: { ok: 0, redirected: 0, broken: 0, couldNotCheck: 4, unchecked: 0 }, links: [offline] },
    });
    renderWithProviders(
      <>
        <LinkHealthSummary />
        <LinkHealthBadge targetType="product" targetId={3} name="Venom Mask" />
      </>,
    );
    expect(await screen.findByText('Could not check')).toBeInTheDocument();
    expect(screen.queryByText(/Link broken|unreachable/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('link-health-summary')).toHaveTextContent('No broken seller links found; 4 could not be checked (no answer)');
  });
});
