import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
