import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { useAddressState, type AddressCodec } from './use-address-state';
import { useDialogAddress } from './use-dialog-address';

const searchCodec: AddressCodec<string> = {
  read: (params) => params.get('q') ?? '',
  write: (value, current) => {
    const next = new URLSearchParams(current);
    if (value) next.set('q', value);
    else next.delete('q');
    return next;
  },
};

/** The address follows typing after this pause: long, so a test acts while a write is still waiting. */
const SETTLE_MS = 10_000;

/** A list page with a search box and cards that open one dialog. */
function ListPage() {
  const [search, setSearch] = useAddressState(searchCodec, SETTLE_MS);
  const video = useDialogAddress('video');
  const location = useLocation();
  return (
    <div>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <button onClick={() => video.show('12')}>Watch Video</button>
      {video.value !== null && (
        <div role="dialog" aria-label={`Video ${video.value}`}>
          <button onClick={video.close}>Close video</button>
        </div>
      )}
      <output aria-label="address">{location.search}</output>
    </div>
  );
}

function renderList(route = '/dive-sites') {
  return renderRoutes(
    [
      { path: '/dive-sites', element: <ListPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { route },
  );
}

describe('useDialogAddress', () => {
  it('opens in a history entry of its own: Back closes the dialog and stays on the list', async () => {
    const { router, user } = renderList('/dive-sites?q=reef');
    await user.click(screen.getByRole('button', { name: 'Watch Video' }));
    expect(await screen.findByRole('dialog', { name: 'Video 12' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('?q=reef&video=12');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dive-sites');
    expect(screen.getByLabelText('address')).toHaveTextContent('?q=reef');
    expect(screen.getByLabelText('Search')).toHaveValue('reef');
  });

  it('writes the search still waiting for typing to pause before it opens, so Back returns to what was typed', async () => {
    const { router, user } = renderList();
    await user.type(screen.getByLabelText('Search'), 'yon');
    // Before the address has followed the typing.
    expect(screen.getByLabelText('address')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Watch Video' }));
    expect(await screen.findByRole('dialog', { name: 'Video 12' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('?q=yon&video=12');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('address')).toHaveTextContent('?q=yon');
    expect(screen.getByLabelText('Search')).toHaveValue('yon');
  });

  it('closing from the page steps back over its entry once, even when asked twice', async () => {
    const { router, user } = renderList('/elsewhere');
    await act(() => router.navigate('/dive-sites?q=reef'));
    await user.click(await screen.findByRole('button', { name: 'Watch Video' }));
    const close = (await screen.findByRole('dialog', { name: 'Video 12' })).querySelector('button')!;
    await act(async () => {
      close.click();
      close.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dive-sites');
    expect(screen.getByLabelText('address')).toHaveTextContent('?q=reef');
    // The entry before the list is still the previous page: nothing else was stepped over.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('opened from a shared link, closing removes the parameter in place and stays on the page', async () => {
    const { router, user } = renderList('/dive-sites?q=reef&video=12');
    expect(screen.getByRole('dialog', { name: 'Video 12' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dive-sites');
    expect(screen.getByLabelText('address')).toHaveTextContent('?q=reef');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
