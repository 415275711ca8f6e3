import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeArticle } from '@/test/fixtures/articles';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { ADMIN_SESSION } from '../shared/admin-test-fixtures';
import { BlogCreatorTab } from './blog-creator-tab';

const published = makeArticle({ id: 4, title: 'Diving Julian Rocks', published: true });

function renderTab(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /api/articles': [published], 'GET /api/admin/session': ADMIN_SESSION, ...routes });
  return { api, ...renderWithProviders(<BlogCreatorTab />) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('BlogCreatorTab', () => {
  it('fills the slug from the title until the slug is edited by hand', async () => {
    const { user } = renderTab();
    await user.type(field('Title'), "Shark's Reef!");
    expect(field('Slug')).toHaveValue('sharks-reef');

    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'sharks');
    await user.type(field('Title'), ' 2');
    expect(field('Slug')).toHaveValue('sharks');
  });

  it('offers "Update & Keep Published" when editing a published post, which keeps it published', async () => {
    const { api, user } = renderTab({ 'PATCH /api/articles/4': { article: published } });
    expect(screen.getByRole('button', { name: 'Publish Now' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Diving Julian Rocks' }));
    expect(field('Title')).toHaveValue('Diving Julian Rocks');
    expect(screen.queryByRole('button', { name: 'Publish Now' })).not.toBeInTheDocument();

    await user.type(field('Title'), ' Again');
    await user.click(screen.getByRole('button', { name: 'Update & Keep Published' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/articles/4')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/articles/4')[0]!.body).toMatchObject({ title: 'Diving Julian Rocks Again', published: true });
    expect(await screen.findByText('Blog Updated')).toBeInTheDocument();
    // A successful save resets the form.
    await waitFor(() => expect(field('Title')).toHaveValue(''));
  });

  it('Cancel Edit clears the post being edited and sends nothing', async () => {
    const { api, user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Diving Julian Rocks' }));
    expect(field('Title')).toHaveValue('Diving Julian Rocks');
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(field('Title')).toHaveValue('');
    expect(field('Slug')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Publish Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Edit' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('asks in a dialog before deleting a post, warning that it cannot be undone', async () => {
    const { api, user } = renderTab({ 'DELETE /api/articles/4': {} });
    await user.click(await screen.findByRole('button', { name: 'Delete Diving Julian Rocks' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('“Diving Julian Rocks” will be permanently deleted. This action cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/articles/4')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Diving Julian Rocks' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/articles/4')).toHaveLength(1));
    expect(await screen.findByText('Blog Deleted')).toBeInTheDocument();
  });
});
