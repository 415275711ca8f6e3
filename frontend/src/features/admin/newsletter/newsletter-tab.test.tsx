import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDto, NewsletterIssueDto } from '@/api/generated/models';
import { reply, stubApi, type StubRequest } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { NewsletterTab } from './newsletter-tab';
import { weekendSitesByDefault } from './weekend-sites-control';

const COUNTS = { confirmed: 3, pending: 1, unsubscribed: 2, bounced: 0, awaitingGuide: 0 };
const OUTBOX = {
  smtpConfigured: false,
  queued: 1,
  sending: 0,
  sent: 0,
  failed: 0,
  waiting: [
    {
      id: 5,
      kind: 'confirmation',
      recipient: 'ann@example.com',
      subject: 'Confirm',
      status: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: '2026-11-01T00:00:00Z',
    },
  ],
};
const ALERTS = {
  total: 2,
  confirmed: 1,
  pending: 1,
  page: 1,
  limit: 50,
  alerts: [
    {
      id: 3,
      email: 'bo@example.com',
      scope: 'region',
      target: 'sydney',
      watching: 'the Sydney region',
      status: 'pending',
      createdAt: '2026-11-20T01:00:00Z',
      lastAlertWeek: null,
    },
    {
      id: 2,
      email: 'cy@example.com',
      scope: 'site',
      target: '4',
      watching: 'Fish Rock',
      status: 'confirmed',
      createdAt: '2026-11-02T01:00:00Z',
      lastAlertWeek: '2026-11-14',
    },
  ],
};
const ARTICLES = [
  { id: 1, title: 'Old article', published: true },
  { id: 2, title: 'New article', published: true },
] as ArticleDto[];
const DRAFT: NewsletterIssueDto = {
  id: 9,
  subject: 'Hello divers',
  preheader: '',
  intro: '',
  articleIds: [2],
  reviewIds: [],
  diveSiteIds: [],
  weekendSites: false,
  weekendState: null,
  status: 'draft',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  sendStartedAt: null,
  report: { recipients: 0, waiting: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, unsubscribesSince: 0, sellerClicks: 0 },
};

function stubNewsletter(issues: NewsletterIssueDto[] = []) {
  return stubApi({
    'GET /api/admin/newsletter/subscribers/counts': COUNTS,
    'GET /api/admin/newsletter/outbox': OUTBOX,
    'GET /api/admin/newsletter/issues': issues,
    'GET /api/admin/newsletter/alerts': ALERTS,
    'DELETE /api/admin/newsletter/alerts/3': reply(204),
    'GET /api/admin/newsletter/suggestions': { articleIds: [2], reviewIds: [], since: '2026-10-01T00:00:00Z' },
    'GET /api/articles': ARTICLES,
    'GET /api/reviews': [],
    'GET /api/dive-sites': [{ id: 4, name: 'Fish Rock', region: 'New South Wales' }],
    'DELETE /api/admin/newsletter/issues/9': reply(204),
    'POST /api/admin/newsletter/issues': (request: StubRequest) => reply(201, { ...DRAFT, ...(request.body as object) }),
    'GET /api/admin/newsletter/issues/9/preview': '<p>Preview of Hello divers</p>',
    'POST /api/admin/newsletter/issues/9/send': reply(202, { ...DRAFT, status: 'sending' }),
  });
}

describe('NewsletterTab', () => {
  it("shows the counts and the e-mails waiting for a mail server, in the owner's words", async () => {
    stubNewsletter();
    renderWithProviders(<NewsletterTab />);
    expect(await screen.findByRole('listitem', { name: 'Confirmed: 3' })).toBeInTheDocument();
    expect(await screen.findByText(/Sign-up confirmation to ann@example.com · waiting: the mail server is not set up/)).toBeInTheDocument();
    expect(
      screen.getByText(/E-mails are waiting: the mail server is not set up. Ask whoever hosts the site to set it./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/SMTP/)).not.toBeInTheDocument();
  });

  it('lists the dive-window alerts with their count, and removes one only after the owner confirms', async () => {
    const api = stubNewsletter();
    renderWithProviders(<NewsletterTab />);
    const table = await screen.findByRole('table', { name: 'Dive-window alerts' });
    expect(screen.getByTestId('window-alert-counts')).toHaveTextContent('2 alerts · 1 confirmed · 1 pending');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      // Address (with, for phones, its status and dates under it), what it watches, status, created, last sent.
      [
        'bo@example.comPending · created 20 November 2026 · last sent: Not yet',
        'the Sydney regionRegion',
        'Pending',
        '20 November 2026',
        'Not yet',
      ],
      [
        'cy@example.comConfirmed · created 2 November 2026 · last sent: Weekend of 14 November 2026',
        'Fish RockDive site',
        'Confirmed',
        '2 November 2026',
        'Weekend of 14 November 2026',
      ],
    ]);
    const removeBo = screen.getByRole('button', { name: 'Remove the alert of bo@example.com for the Sydney region' });
    await userEvent.click(removeBo);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/admin/newsletter/alerts/3')).toHaveLength(0);
    await userEvent.click(removeBo);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this alert?' });
    expect(dialog).toHaveTextContent('bo@example.com will get no more e-mails about the Sydney region');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/newsletter/alerts/3')).toHaveLength(1));
    expect(await screen.findByText('bo@example.com no longer watches the Sydney region.')).toBeInTheDocument();
  });

  it.each([
    [{ weekendSites: true, weekendState: 'VIC' as const }, 'Included, from Victoria'],
    [{ weekendSites: true, weekendState: null }, 'Included, from all of Australia'],
    [{ weekendSites: false, weekendState: null }, 'Not included'],
  ])('says in a sent issue’s report whether it carried "Best sites this weekend" (%j)', async (weekend, said) => {
    const sent: NewsletterIssueDto = {
      ...DRAFT,
      ...weekend,
      status: 'sent',
      sendStartedAt: '2026-11-05T00:00:00Z',
      report: { ...DRAFT.report, recipients: 3, sent: 3 },
    };
    stubNewsletter([sent]);
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Hello divers' }));
    const list = await screen.findByLabelText('Issue report');
    const terms = within(list)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values[terms.indexOf('Best sites this weekend')]).toBe(said);
  });

  it('preselects the articles and reviews published since the last issue, no dive site, and saves the draft', async () => {
    const api = stubNewsletter();
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'New issue' }));
    const form = screen.getByRole('form', { name: 'Compose issue' });
    await userEvent.type(within(form).getByLabelText(/Subject/), 'Hello divers');
    expect(await within(form).findByRole('button', { name: 'New article' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Fish Rock (New South Wales)' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const [create] = api.callsTo('POST /api/admin/newsletter/issues');
    expect(create?.body).toEqual({
      subject: 'Hello divers',
      preheader: '',
      intro: '',
      articleIds: [2],
      reviewIds: [],
      diveSiteIds: [],
      weekendSites: weekendSitesByDefault(new Date()),
      weekendState: null,
    });
    // The first test to open the composer pays for loading its pickers: slow on a busy machine.
  }, 40_000);

  it('saves one draft for a double click on Save draft, sent with an Idempotency-Key', async () => {
    const api = stubNewsletter();
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'New issue' }));
    const form = screen.getByRole('form', { name: 'Compose issue' });
    await userEvent.type(within(form).getByLabelText(/Subject/), 'Hello divers');
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('"Hello divers" is saved as a draft.')).toBeInTheDocument();
    const creates = api.callsTo('POST /api/admin/newsletter/issues');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('sends an issue only after the confirm dialog', async () => {
    const api = stubNewsletter([DRAFT]);
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Hello divers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to subscribers' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this issue?' });
    expect(dialog).toHaveTextContent('goes to 3 confirmed subscribers');
    expect(api.callsTo('POST /api/admin/newsletter/issues/9/send')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(api.callsTo('POST /api/admin/newsletter/issues/9/send')).toHaveLength(1);
  });

  it('deletes a draft only after the owner confirms', async () => {
    const api = stubNewsletter([DRAFT]);
    renderWithProviders(<NewsletterTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Hello divers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent('"Hello divers" is deleted for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/admin/newsletter/issues/9')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/admin/newsletter/issues/9')).toHaveLength(1));
  });

  describe('Best sites this weekend', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    // Only the clock is faked: the form's timers and the stubbed API run as usual.
    const writtenOn = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };
    const openComposer = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'New issue' }));
      return screen.getByRole('form', { name: 'Compose issue' });
    };

    it('is on for a new issue written Thursday to Saturday on the site’s clock, off from Sunday to Wednesday', () => {
      // 10 am in Sydney (AEDT, UTC+11) on each day of the week of 30 November 2026 (a Monday).
      const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
      const on = days.filter((_day, i) => weekendSitesByDefault(new Date(Date.UTC(2026, 10, 29 + i, 23))));
      expect(on).toEqual(['Thu', 'Fri', 'Sat']);
      // Late Wednesday in UTC is already Thursday in Sydney.
      expect(weekendSitesByDefault(new Date('2026-12-02T14:00:00Z'))).toBe(true);
    });

    it('starts switched on on a Thursday, and saves the switch with the state the owner picks', async () => {
      writtenOn('2026-12-03T00:00:00Z'); // Thursday 11 am in Sydney
      const api = stubNewsletter();
      renderWithProviders(<NewsletterTab />);
      const form = await openComposer();
      const toggle = within(form).getByRole('switch', { name: "Include this weekend's best sites" });
      expect(toggle).toBeChecked();
      await userEvent.type(within(form).getByLabelText(/Subject/), 'Picks');
      await userEvent.click(within(form).getByRole('combobox', { name: 'Best sites from' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Victoria' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
      const [create] = api.callsTo('POST /api/admin/newsletter/issues');
      expect(create?.body).toMatchObject({ subject: 'Picks', weekendSites: true, weekendState: 'VIC' });
    }, 40_000);

    it('starts switched off on a Monday; the owner can switch it on, and the state waits until then', async () => {
      writtenOn('2026-11-30T00:00:00Z'); // Monday 11 am in Sydney
      const api = stubNewsletter();
      renderWithProviders(<NewsletterTab />);
      const form = await openComposer();
      const toggle = within(form).getByRole('switch', { name: "Include this weekend's best sites" });
      expect(toggle).not.toBeChecked();
      expect(within(form).getByRole('combobox', { name: 'Best sites from' })).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(toggle);
      expect(toggle).toBeChecked();
      expect(within(form).getByRole('combobox', { name: 'Best sites from' })).not.toHaveAttribute('aria-disabled');
      await userEvent.type(within(form).getByLabelText(/Subject/), 'News');
      await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
      const [create] = api.callsTo('POST /api/admin/newsletter/issues');
      expect(create?.body).toMatchObject({ weekendSites: true, weekendState: null });
    }, 40_000);
  });
});
