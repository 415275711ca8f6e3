import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
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
  afterEach(() => vi.unstubAllGlobals());

  it('shows a broken link, counts it on the dashboard, and checks it again on request', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
        const body = String(input).endsWith('/check')
          ? { ...broken, outcome: 'ok', status: 200 }
          : { summary: { ok: 5, redirected: 1, broken: 1, unreachable: 0, unchecked: 0 }, links: [broken] };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LinkHealthSummary />
        <LinkHealthBadge targetType="product" targetId={3} name="Venom Mask" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Link broken (404)')).toBeInTheDocument();
    expect(screen.getByTestId('link-health-summary')).toHaveTextContent('2 seller links need attention (1 broken, 0 unreachable, 1 redirected)');
    await userEvent.click(screen.getByRole('button', { name: 'Check the seller link of Venom Mask now' }));
    await waitFor(() => expect(calls).toContain('POST /api/admin/link-health/products/3/check'));
  });
});
