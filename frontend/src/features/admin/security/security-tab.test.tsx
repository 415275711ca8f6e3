import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { SecurityTab } from './security-tab';

const dashboard = {
  totalLoginAttempts: 21,
  successfulLogins: 1,
  failedAttempts: 5,
  blockedAttempts: 15,
  recentActivity: [
    {
      timestamp: '2030-01-01T10:00:00Z',
      action: 'login_blocked',
      resource: null,
      ipAddress: '192.0.2.5',
      details: 'More than 5 attempts in 15 minutes',
      count: 15,
    },
    {
      timestamp: '2030-01-01T09:00:00Z',
      action: 'login_success',
      resource: null,
      ipAddress: '192.0.2.6',
      details: 'Admin signed in',
      count: 1,
    },
  ],
};

describe('SecurityTab', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the four counts of the last 24 hours and the activity in a list that scrolls at 24rem', async () => {
    stubApi({ 'GET /api/admin/security-dashboard': dashboard });
    renderWithProviders(<SecurityTab />);
    expect(await screen.findByRole('heading', { name: 'Last 24 Hours' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Login Attempts', '21'],
      ['Successful Logins', '1'],
      ['Failed Attempts', '5'],
      ['Blocked Attempts', '15'],
    ]) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(`${value}${label}`);
    }
    const list = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The spec's "about 96 rem" read as Tailwind h-96 (24rem; README, Admin UI).
    expect(list.parentElement).toHaveStyle({ maxHeight: '24rem', overflowY: 'auto' });
  });

  it('asks the server again every 30 seconds and shows the new counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let total = 21;
    const api = stubApi({ 'GET /api/admin/security-dashboard': () => ({ ...dashboard, totalLoginAttempts: total }) });
    renderWithProviders(<SecurityTab />);
    expect(await screen.findByText('21')).toBeInTheDocument();
    total = 22;
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.callsTo('GET /api/admin/security-dashboard')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(api.callsTo('GET /api/admin/security-dashboard')).toHaveLength(2);
    expect(await screen.findByText('22')).toBeInTheDocument();
  });

  it('marks its reads as background refreshes, so polling does not keep the session alive', async () => {
    const api = stubApi({ 'GET /api/admin/security-dashboard': dashboard });
    renderWithProviders(<SecurityTab />);
    expect(await screen.findByText('Recent Activity')).toBeInTheDocument();
    const { url, headers } = api.calls[0]!;
    expect(url).toBe('/api/admin/security-dashboard');
    expect(headers.get('x-background-refresh')).toBe('true');
  });

  it('shows how many attempts a grouped entry stands for', async () => {
    stubApi({ 'GET /api/admin/security-dashboard': dashboard });
    renderWithProviders(<SecurityTab />);
    expect(await screen.findByText(/15 attempts \(latest shown\)/)).toBeInTheDocument();
    expect(screen.queryByText(/1 attempts/)).not.toBeInTheDocument();
  });
});
