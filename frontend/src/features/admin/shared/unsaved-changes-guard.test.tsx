import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ELSEWHERE_TEST_ID, renderWithProviders } from '@/test/render';
import { LEAVE_TITLE, UnsavedChangesGuard } from './unsaved-changes-guard';

/** A one-field editor with a header link, as the admin page has. */
function Editor() {
  const [title, setTitle] = useState('');
  return (
    <>
      <Link to="/blog">Blog</Link>
      <input aria-label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <UnsavedChangesGuard dirty={title !== ''} thing="this post" />
    </>
  );
}

/** True when the page asked the browser to confirm leaving. */
function reloadIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe(UnsavedChangesGuard.name, () => {
  it('asks before a link leaves a half-written post: Stay keeps it, Leave without saving goes', async () => {
    const { user } = renderWithProviders(<Editor />, { path: '/admin', route: '/admin' });
    await user.type(screen.getByLabelText('Title'), 'Octopus');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Octopus');
    expect(screen.queryByTestId(ELSEWHERE_TEST_ID)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId(ELSEWHERE_TEST_ID)).toBeInTheDocument();
  });

  it('lets an untouched editor go without a question, on a link or a reload', async () => {
    const { user } = renderWithProviders(<Editor />, { path: '/admin', route: '/admin' });
    expect(reloadIsQuestioned()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByTestId(ELSEWHERE_TEST_ID)).toBeInTheDocument();
  });
});
