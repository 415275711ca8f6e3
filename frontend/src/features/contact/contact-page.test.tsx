import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reply, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { ContactPage } from './contact-page';

function renderPage() {
  renderWithProviders(<ContactPage />);
}

function stubContact(status: number, body: unknown) {
  return stubApi({ 'POST /api/contact': reply(status, body) });
}

/** Pastes rather than types: the form's behaviour is the same, and the test stays quick on a busy machine. */
async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillForm(message = 'Which wetsuit thickness for Sydney in winter?') {
  await fill('Your Name', 'Priya');
  await fill('Email Address', 'priya@example.com');
  await fill('Subject', 'Wetsuit advice');
  await fill('Message', message);
}

describe('ContactPage', () => {
  it('shows the e-mail address, response time, social links and four FAQ cards', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'hello@divedownunder.com.au' })).toHaveAttribute('href', 'mailto:hello@divedownunder.com.au');
    expect(screen.getByText(/24-48 hours on business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dive Down Under on Instagram' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('h3')).toHaveLength(4);
  });

  it('shows an error under each invalid field and sends nothing', async () => {
    const api = stubContact(200, { emailSent: true });
    renderPage();
    await fill('Email Address', 'nope');
    await fill('Message', 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the message, confirms it and clears the form', async () => {
    const api = stubContact(200, { emailSent: true });
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      subject: 'Wetsuit advice',
      message: 'Which wetsuit thickness for Sydney in winter?',
    });
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveValue(''));
  });

  it('says the message was saved when the e-mail could not be sent', async () => {
    stubContact(200, { emailSent: false });
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText("Your message was saved and we'll respond soon.")).toBeInTheDocument();
  });

  it("shows the server's message when sending fails and keeps the text", async () => {
    stubContact(429, { statusCode: 429, message: 'Too many requests. Please try again in 10 minutes.' });
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Priya');
  });
});
