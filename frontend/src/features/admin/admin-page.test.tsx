import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { AdminDiveSitesPage } from './admin-dive-sites-page';
import { AdminPage } from './admin-page';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const session = { authenticated: true, expiresAt: '2030-01-01T00:00:00Z', absoluteExpiresAt: '2030-01-01T00:00:00Z', idleTimeoutMinutes: 30 };

function renderPage(page = <AdminPage />) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminPage', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says it is checking the session, then shows the login card when not signed in', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Admin login required.' }));
    renderPage();
    expect(screen.getByText('Checking Authentication...')).toBeInTheDocument();
    expect(await screen.findByText('Admin Access')).toBeInTheDocument();
  });

  it('shows "Invalid password" and clears the field when the password is refused', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, {})).mockResolvedValueOnce(answer(401, { message: 'Invalid password' }));
    renderPage();
    const field = await screen.findByLabelText(/Password/);
    await userEvent.type(field, 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'wrong-one' });
  });

  it('shows "Login failed. Please try again." on a network error', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, {})).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Password/), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('shows the server message when there were too many attempts', async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    fetchMock.mockResolvedValueOnce(answer(401, {})).mockResolvedValueOnce(answer(429, { message }));
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Password/), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the dashboard with its seven tabs after a successful login', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/api/admin/session') return answer(401, {});
      if (url === '/api/admin/login') return answer(200, session);
      return answer(200, []);
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Password/), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Blog Creator', 'Gear Reviews', 'Products', 'Photo Management', 'Clicks', 'Security', 'Data Export']);
    expect(screen.getByRole('link', { name: /Manage Dive Sites/ })).toHaveAttribute('href', '/admin/dive-sites');
    expect(screen.getByRole('button', { name: /Update Sitemap/ })).toBeInTheDocument();
  });
});

describe('AdminDiveSitesPage', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(answer(401, {})));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('blocks visitors without a session and links to the admin login', async () => {
    renderPage(<AdminDiveSitesPage />);
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin');
  });
});

describe('AdminPage when the session ends while working', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('falls back to the login card once a call is refused with 401', async () => {
    let sessionAlive = true;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url === '/api/admin/session') return sessionAlive ? answer(200, session) : answer(401, {});
        if (url === '/api/admin/update-sitemap') {
          sessionAlive = false;
          return answer(401, { message: 'Admin login required. Please sign in at /admin.' });
        }
        return answer(200, []);
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Update Sitemap/ }));
    expect(await screen.findByText('Admin Access')).toBeInTheDocument();
  });
});
