import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { renderWithProviders } from '@/test/render';
import { DetailPageStates, type DetailQuery } from './detail-page-states';

const NOT_FOUND = { title: 'Widget Not Found', message: 'No such widget.', backTo: '/widgets', backLabel: 'Back to Widgets' };

function show(query: Partial<DetailQuery<string>>, valid?: boolean) {
  const full: DetailQuery<string> = { data: undefined, isPending: false, error: null, refetch: vi.fn(), ...query };
  renderWithProviders(
    <DetailPageStates query={full} valid={valid} notFound={NOT_FOUND} failed="This widget could not be loaded" loading={<p>Loading</p>}>
      {(item) => <h1>{item}</h1>}
    </DetailPageStates>,
  );
  return full;
}

const apiError = (status: number, message?: string) => new ApiError(status, 'x', '{}', message ? { statusCode: status, message } : {});

describe(DetailPageStates.name, () => {
  it('shows the item once loaded', () => {
    show({ data: 'Blue widget' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blue widget' })).toBeInTheDocument();
  });

  it('shows the loading state while the item is on its way', () => {
    show({ isPending: true });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it.each([404, 400])('says not found when the API answers %i', (status) => {
    show({ error: apiError(status) });
    expect(screen.getByRole('heading', { level: 1, name: 'Widget Not Found' })).toBeInTheDocument();
  });

  it('says not found without asking when the address cannot name an item', () => {
    show({ isPending: true }, false);
    expect(screen.getByRole('heading', { level: 1, name: 'Widget Not Found' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', apiError(503, 'Service Unavailable'), 'Service Unavailable'],
    ['no connection', new TypeError('Failed to fetch'), 'Failed to fetch'],
  ])('on %s says the item could not be loaded, with the reason, and retries on Try again', async (_, error, reason) => {
    const query = show({ error });
    expect(screen.getByRole('alert')).toHaveTextContent(`This widget could not be loaded (${reason}).`);
    expect(screen.queryByText('Widget Not Found')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
