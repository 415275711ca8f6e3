import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { TRY_AGAIN_IN_A_MINUTE, WindowAlertForm } from './window-alert-form';

const CREATE = 'POST /api/newsletter/alerts';
const NEXT_STEP = 'Almost there: open the e-mail we just sent to confirm your alert (check your spam folder).';

describe('WindowAlertForm', () => {
  it("says what it does for a site, with the forecast's caveat", () => {
    renderWithProviders(<WindowAlertForm scope="site" target="12" name="Shelly Beach" />);
    expect(screen.getByRole('heading', { name: 'Tell me when it’s diveable' })).toBeInTheDocument();
    expect(screen.getByText(/when Shelly Beach rates “good”/)).toHaveTextContent('A forecast, not a safety assessment.');
  });

  it('sends the address and the site, shows "Sending..." meanwhile, then asks to check the e-mail', async () => {
    const answer = deferred();
    const api = stubApi({ [CREATE]: answer.handler });
    renderWithProviders(<WindowAlertForm scope="site" target="12" name="Shelly Beach" />);
    const input = screen.getByRole('textbox', { name: 'Your e-mail' });
    await userEvent.type(input, ' ann@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.calls[0]?.body).toEqual({ email: 'ann@example.com', scope: 'site', target: '12' });
    answer.resolve(reply(201, { message: NEXT_STEP, email: 'ann@example.com', watching: 'Shelly Beach' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEXT_STEP);
    expect(input).toHaveValue('');
  });

  it('asks for any site of a region, and sends its slug', async () => {
    const api = stubApi({ [CREATE]: reply(201, { message: NEXT_STEP, email: 'ann@example.com', watching: 'the Sydney region' }) });
    renderWithProviders(<WindowAlertForm scope="region" target="sydney" name="Sydney" />);
    expect(screen.getByText(/when any site in Sydney rates/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ann@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(NEXT_STEP);
    expect(api.calls[0]?.body).toEqual({ email: 'ann@example.com', scope: 'region', target: 'sydney' });
  });

  it('refuses a mistyped address without asking the server', async () => {
    const api = stubApi({});
    renderWithProviders(<WindowAlertForm scope="site" target="12" name="Shelly Beach" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'ann@example');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me' }));
    expect(await screen.findByTestId('window-alert-error')).toHaveTextContent('Please enter a valid email address.');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's sentence for a refusal, and advice for its failure", async () => {
    const tooMany = { statusCode: 429, error: 'Too Many Requests', message: 'Too many submissions. Please try again in 10 minutes.' };
    stubApi({ [CREATE]: reply(429, tooMany) });
    renderWithProviders(<WindowAlertForm scope="site" target="12" name="Shelly Beach" />);
    const input = screen.getByRole('textbox', { name: 'Your e-mail' });
    await userEvent.type(input, 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me' }));
    expect(await screen.findByTestId('window-alert-error')).toHaveTextContent(tooMany.message);

    stubApi({ [CREATE]: reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }) });
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me' }));
    expect(await screen.findByText(TRY_AGAIN_IN_A_MINUTE)).toBeInTheDocument();
  });
});
