import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateArticle, useDeleteArticle, useGetArticles, useUpdateArticle } from '@/api/generated/endpoints/articles/articles';
import type { ArticleDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { trackEvent } from '@/lib/analytics';
import { serverMessage } from '@/lib/server-message';
import { API, invalidateApi } from './admin-cache';
import {
  ARTICLE_CATEGORIES,
  articlePayload,
  articleToForm,
  emptyArticleForm,
  isArticleComplete,
  MISSING_INFO_TEXT,
  MISSING_INFO_TITLE,
} from './admin-forms';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ContentEditor } from './content-editor';
import { PublishableLists } from './publishable-lists';
import { useSluggedForm } from './use-slugged-form';

const fail = (title: string, what: string, error: unknown) =>
  toast({ title, description: `${what} ${serverMessage(error)}`, variant: 'destructive' });

export function BlogCreatorTab() {
  const queryClient = useQueryClient();
  const articles = useGetArticles({ admin: true });
  const createArticle = useCreateArticle();
  const updateArticle = useUpdateArticle();
  const deleteArticle = useDeleteArticle();
  const { form, set, setTitle, setSlug, load, reset } = useSluggedForm(emptyArticleForm);
  const [editing, setEditing] = useState<ArticleDto | null>(null);
  const [toDelete, setToDelete] = useState<ArticleDto | null>(null);
  const busy = createArticle.isPending || updateArticle.isPending;

  const refresh = () => invalidateApi(queryClient, API.articles);

  const cancelEdit = () => {
    setEditing(null);
    reset();
  };

  const save = async (published: boolean) => {
    if (!isArticleComplete(form)) {
      toast({ title: MISSING_INFO_TITLE, description: MISSING_INFO_TEXT, variant: 'destructive' });
      return;
    }
    const data = articlePayload(form, published);
    const state = published ? 'published' : 'saved as a draft';
    try {
      if (editing) {
        await updateArticle.mutateAsync({ id: editing.id, data });
        trackEvent('admin_update_article', { category: data.category, label: data.title, published });
        toast({ title: 'Blog Updated', description: `"${data.title}" was ${state}.`, variant: 'success' });
      } else {
        await createArticle.mutateAsync({ data });
        trackEvent('admin_create_article', { category: data.category, label: data.title, published });
        toast({ title: 'Blog Created', description: `"${data.title}" was ${state}.`, variant: 'success' });
      }
      cancelEdit();
      await refresh();
    } catch (error) {
      if (editing) fail('Update Failed', 'Failed to update the blog post.', error);
      else fail('Creation Failed', 'Failed to create the blog post.', error);
    }
  };

  const togglePublished = async (article: ArticleDto) => {
    try {
      await updateArticle.mutateAsync({ id: article.id, data: { published: !article.published } });
      trackEvent('admin_update_article', { label: article.title, published: !article.published });
      toast({
        title: 'Blog Updated',
        description: `"${article.title}" ${article.published ? 'was moved to drafts' : 'is now published'}.`,
        variant: 'success',
      });
      await refresh();
    } catch (error) {
      fail('Update Failed', 'Failed to update the blog post.', error);
    }
  };

  const confirmDelete = async () => {
    const article = toDelete;
    setToDelete(null);
    if (!article) return;
    try {
      await deleteArticle.mutateAsync({ id: article.id });
      if (editing?.id === article.id) cancelEdit();
      toast({ title: 'Blog Deleted', description: `"${article.title}" was deleted.`, variant: 'success' });
      await refresh();
    } catch (error) {
      fail('Deletion Failed', 'Failed to delete the blog post.', error);
    }
  };

  const startEdit = (article: ArticleDto) => {
    setEditing(article);
    load(articleToForm(article));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Blog post editor">
        <Typography variant="h6" component="h2" gutterBottom>
          {editing ? `Editing: ${editing.title}` : 'New Blog Post'}
        </Typography>
        {editing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            You are editing a {editing.published ? 'published post' : 'draft'}. Cancel Edit to start a new post instead.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField label="Title" value={form.title} onChange={(e) => setTitle(e.target.value)} required fullWidth />
          <TextField
            label="Slug"
            value={form.slug}
            onChange={(e) => setSlug(e.target.value)}
            helperText="The address of the post: /blog/your-slug"
            fullWidth
          />
          <TextField select label="Category" value={form.category} onChange={(e) => set('category', e.target.value)} required fullWidth>
            {ARTICLE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Author" value={form.author} onChange={(e) => set('author', e.target.value)} placeholder="Dive Down Under Team" fullWidth />
          <TextField
            label="Header Image URL"
            value={form.imageUrl}
            onChange={(e) => set('imageUrl', e.target.value)}
            required
            fullWidth
            helperText="1200 × 600 works best"
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <TextField
            label="Excerpt"
            value={form.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            multiline
            minRows={2}
            fullWidth
            helperText="Leave empty to use the first 150 characters of the content."
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <ContentEditor value={form.content} onChange={(content) => set('content', content)} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          {editing?.published ? (
            <Button variant="contained" onClick={() => save(true)} disabled={busy}>
              Update &amp; Keep Published
            </Button>
          ) : (
            <Button variant="contained" onClick={() => save(true)} disabled={busy}>
              Publish Now
            </Button>
          )}
          <Button variant="outlined" onClick={() => save(false)} disabled={busy}>
            Save as Draft
          </Button>
          {editing && (
            <Button color="inherit" onClick={cancelEdit} disabled={busy}>
              Cancel Edit
            </Button>
          )}
        </Box>
      </Paper>
      <Divider />
      <PublishableLists
        items={articles.data}
        loading={articles.isPending}
        noun="Articles"
        onEdit={startEdit}
        onTogglePublished={togglePublished}
        onDelete={setToDelete}
      />
      <ConfirmDeleteDialog itemTitle={toDelete?.title ?? null} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </Box>
  );
}
