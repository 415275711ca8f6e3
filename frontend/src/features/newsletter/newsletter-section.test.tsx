import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/components/toast/toaster';
import { NewsletterSection } from './newsletter-section';

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterSection />
      <Toaster />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('NewsletterSection', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    window.__dduAnalytics = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('mentions the free PDF guide', () => {
    renderSection();
    expect(screen.getByText('10 Must-Have Items for Your First Dive Trip')).toBeInTheDocument();
  });

  it('shows the schema message under the field and sends nothing for an invalid address', async () => {
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes, shows "Subscribing..." meanwhile, toasts, resets the form and reports newsletter_signup', async () => {
    let respond: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    renderSection();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init?.body).toBe(JSON.stringify({ email: 'ann@example.com', source: 'home' }));
    respond(answer(201, { message: 'Subscribed', email: 'ann@example.com' }));
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the free PDF guide.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(window.__dduAnalytics).toContainEqual(expect.objectContaining({ type: 'event', name: 'newsletter_signup' }));
  });

  it('says "Already subscribed!" for a duplicate', async () => {
    fetchMock.mockResolvedValue(answer(409, { statusCode: 409, message: 'Email already subscribed', error: 'Conflict' }));
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed!')).toBeInTheDocument();
    expect(
      screen.getByText('This email is already receiving our newsletter. Check your inbox for the latest updates.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message in a destructive toast for other failures", async () => {
    fetchMock.mockResolvedValue(answer(429, { statusCode: 429, message: 'Too many requests. Please try again in 10 minutes.' }));
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  });
});
