import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { SecurityTab } from './security-tab';

const dashboard = {
  totalLoginAttempts: 21,
  successfulLogins: 1,
  failedAttempts: 5,
  blockedAttempts: 15,
  recentActivity: [
    { timestamp: '2030-01-01T10:00:00Z', action: 'login_blocked', resource: null, ipAddress: '192.0.2.5', details: 'More than 5 attempts in 15 minutes', count: 15 },
    { timestamp: '2030-01-01T09:00:00Z', action: 'login_success', resource: null, ipAddress: '192.0.2.6', details: 'Admin signed in', count: 1 },
  ],
};

describe('SecurityTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks its reads as background refreshes, so polling does not keep the session alive', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(dashboard), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SecurityTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Recent Activity')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/admin/security-dashboard');
    expect(new Headers(init?.headers).get('x-background-refresh')).toBe('true');
  });

  it('shows how many attempts a grouped entry stands for', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(JSON.stringify(dashboard), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SecurityTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/15 attempts \(latest shown\)/)).toBeInTheDocument();
    expect(screen.queryByText(/1 attempts/)).not.toBeInTheDocument();
  });
});
