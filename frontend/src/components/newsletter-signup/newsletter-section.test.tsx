import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { contrastRatio } from '@/lib/contrast';
import { NEWSLETTER_ERROR_COLOURS, NEXT_STEP, NewsletterSection, TRY_AGAIN_IN_A_MINUTE } from './newsletter-section';

function renderSection() {
  renderWithProviders(<NewsletterSection />);
}

const SUBSCRIBE = 'POST /api/newsletter/subscribe';

describe('NewsletterSection', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });

  it('mentions the free PDF guide', () => {
    renderSection();
    expect(screen.getByText('10 Must-Have Items for Your First Dive Trip')).toBeInTheDocument();
  });

  it('shows the schema message under the field and sends nothing for an invalid address', async () => {
    const api = stubApi({ [SUBSCRIBE]: reply(201, { message: 'Subscribed', email: 'not-an-email' }) });
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('writes the error on its own light label, with AA contrast (4.5:1) whatever part of the gradient is behind it', async () => {
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const label = await screen.findByTestId('newsletter-error');
    expect(label).toHaveTextContent('Please enter a valid email address.');
    expect(getComputedStyle(label).backgroundColor).toBe('rgb(255, 241, 239)');
    expect(contrastRatio(NEWSLETTER_ERROR_COLOURS.text, NEWSLETTER_ERROR_COLOURS.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('subscribes, shows "Subscribing..." meanwhile, toasts, resets the form and reports newsletter_signup', async () => {
    const answer = deferred();
    const api = stubApi({ [SUBSCRIBE]: answer.handler });
    renderSection();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    const [call] = api.calls;
    expect(call?.url).toBe('/api/newsletter/subscribe');
    expect(call?.init.body).toBe(JSON.stringify({ email: 'ann@example.com', source: 'home', page: '/' }));
    answer.resolve(reply(201, { message: 'Subscribed', email: 'ann@example.com' }));
    expect(await screen.findByText('Successfully subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the free PDF guide.')).toBeInTheDocument();
    expect(screen.getByText(NEXT_STEP)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    expect(window.__dduAnalytics).toContainEqual(expect.objectContaining({ type: 'event', name: 'newsletter_signup' }));
  });

  it('says "Already subscribed!" for a duplicate', async () => {
    stubApi({ [SUBSCRIBE]: reply(409, { statusCode: 409, message: 'Email already subscribed', error: 'Conflict' }) });
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed!')).toBeInTheDocument();
    expect(
      screen.getByText('This email is already receiving our newsletter. Check your inbox for the latest updates.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message in a destructive toast for other failures", async () => {
    stubApi({ [SUBSCRIBE]: reply(429, { statusCode: 429, message: 'Too many requests. Please try again in 10 minutes.' }) });
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ann@example.com');
  });

  it('asks to try again in a minute, not "Internal server error", when the server fails', async () => {
    stubApi({ [SUBSCRIBE]: reply(500, { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }) });
    renderSection();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(TRY_AGAIN_IN_A_MINUTE)).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    expect(screen.queryByText(NEXT_STEP)).not.toBeInTheDocument();
  });
});
