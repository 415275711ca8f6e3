import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { ConfirmSubscriptionPage } from './confirm-page';

const CONFIRM = 'POST /api/newsletter/confirm';

describe('ConfirmSubscriptionPage', () => {
  it('changes nothing on opening; the button confirms and offers the guide', async () => {
    const api = stubApi({
      [CONFIRM]: reply(200, {
        message: 'Thank you! Your subscription is confirmed.',
        alreadyConfirmed: false,
        guideUrl: '/api/newsletter/guide.pdf',
      }),
    });
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm?token=7.1800000000.abc' });
    expect(screen.getByRole('heading', { name: 'Confirm your subscription?' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeInTheDocument();
    expect(api.calls[0]?.init.body).toBe(JSON.stringify({ token: '7.1800000000.abc' }));
    expect(screen.getByRole('link', { name: 'Download the free guide (PDF)' })).toHaveAttribute('href', '/api/newsletter/guide.pdf');
  });

  it("shows the server's sentence for an expired link", async () => {
    stubApi({
      [CONFIRM]: reply(400, {
        statusCode: 400,
        message: 'This confirmation link has expired. Please sign up again.',
        error: 'Bad Request',
      }),
    });
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm?token=7.1.abc' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link has expired.');
  });

  it('explains a link without its code', () => {
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm' });
    expect(screen.getByText(/This link is missing its code/)).toBeInTheDocument();
  });

  it("speaks of the alert and asks the alerts' API when the link came with an alert's e-mail", async () => {
    const api = stubApi({
      'POST /api/newsletter/alerts/confirm': reply(200, {
        message: 'Thank you! Your alert for Shelly Beach is on. We will write when the weekend looks good, at most once a week.',
        alreadyConfirmed: false,
      }),
    });
    renderWithProviders(<ConfirmSubscriptionPage />, { route: '/newsletter/confirm?token=alert.7.1800000000.abc' });
    expect(screen.getByRole('heading', { name: 'Switch your alert on?' })).toBeInTheDocument();
    expect(screen.queryByText(/guide/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm alert' }));
    expect(await screen.findByRole('heading', { name: 'Your alert is on' })).toBeInTheDocument();
    expect(screen.getByText(/Your alert for Shelly Beach is on/)).toBeInTheDocument();
    expect(api.calls[0]?.init.body).toBe(JSON.stringify({ token: 'alert.7.1800000000.abc' }));
  });
});
