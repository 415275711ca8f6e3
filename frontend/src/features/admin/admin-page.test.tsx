import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkError, reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { AdminDiveSitesPage } from './dive-sites/admin-dive-sites-page';
import { AdminPage } from './admin-page';
import { ADMIN_SESSION as session, NO_LINK_PROBLEMS } from './shared/admin-test-fixtures';

/** What the dashboard reads as it opens (the first tab's list and the seller-link health), all empty. */
const dashboardReads = {
  'GET /api/articles?admin=true': [],
  'GET /api/admin/link-health': NO_LINK_PROBLEMS,
} as const;

function renderPage(page = <AdminPage />) {
  renderWithProviders(page);
}

describe('AdminPage', () => {
  it('says it is checking the session, then shows the login card when not signed in', async () => {
    stubApi({ 'GET /api/admin/session': reply(401, { message: 'Admin login required.' }) });
    renderPage();
    expect(screen.getByText('Checking Authentication...')).toBeInTheDocument();
    expect(await screen.findByText('Admin Access')).toBeInTheDocument();
  });

  it('shows "Invalid password" and clears the field when the password is refused', async () => {
    const api = stubApi({
      'GET /api/admin/session': reply(401, {}),
      'POST /api/admin/login': reply(401, { message: 'Invalid password' }),
    });
    renderPage();
    const field = await screen.findByLabelText(/Password/);
    await userEvent.type(field, 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const { method, url, body } = api.calls[1]!;
    expect(url).toBe('/api/admin/login');
    expect(method).toBe('POST');
    expect(body).toEqual({ password: 'wrong-one' });
  });

  it('shows "Login failed. Please try again." on a network error', async () => {
    stubApi({ 'GET /api/admin/session': reply(401, {}), 'POST /api/admin/login': networkError() });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Password/), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('shows the server message when there were too many attempts', async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    stubApi({ 'GET /api/admin/session': reply(401, {}), 'POST /api/admin/login': reply(429, { message }) });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Password/), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the dashboard with its tabs after a successful login', async () => {
    stubApi({
      'GET /api/admin/session': reply(401, {}),
      'POST /api/admin/login': session,
      ...dashboardReads,
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText(/Password/), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Blog Creator',
      'Gear Reviews',
      'Products',
      'Photo Management',
      'Analytics',
      'Clicks',
      'Newsletter',
      'Security',
      'Data Export',
    ]);
    expect(screen.getByRole('link', { name: /Manage Dive Sites/ })).toHaveAttribute('href', '/admin/dive-sites');
    expect(screen.getByRole('button', { name: /Update Sitemap/ })).toBeInTheDocument();
  });
});

describe('AdminDashboard: Update Sitemap', () => {
  it('says "Sitemap Updated" with the time the server gives', async () => {
    const timestamp = '2030-01-01T10:04:05.000Z';
    const api = stubApi({ 'GET /api/admin/session': session, ...dashboardReads, 'POST /api/admin/update-sitemap': { timestamp } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Update Sitemap/ }));
    const title = await screen.findByText('Sitemap Updated');
    // The server's time (hh:04:05 in the machine's zone), not the moment the answer arrived.
    expect(title.closest('li')).toHaveTextContent(/The sitemap was regenerated at \d{1,2}:04:05\s?[ap]m\./i);
    expect(api.callsTo('POST /api/admin/update-sitemap')).toHaveLength(1);
  });
});

describe('AdminDiveSitesPage', () => {
  it('blocks visitors without a session and links to the admin login', async () => {
    stubApi({ 'GET /api/admin/session': reply(401, {}) });
    renderPage(<AdminDiveSitesPage />);
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', '/admin');
  });
});

describe('AdminPage when the session ends while working', () => {
  it('falls back to the login card once a call is refused with 401', async () => {
    let sessionAlive = true;
    stubApi({
      'GET /api/admin/session': () => (sessionAlive ? session : reply(401, {})),
      'POST /api/admin/update-sitemap': () => {
        sessionAlive = false;
        return reply(401, { message: 'Admin login required. Please sign in at /admin.' });
      },
      ...dashboardReads,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Update Sitemap/ }));
    expect(await screen.findByText('Admin Access')).toBeInTheDocument();
  });
});
