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
import { useCreateReview, useDeleteReview, useGetReviews, useUpdateReview } from '@/api/generated/endpoints/reviews/reviews';
import type { ReviewResponseDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { trackEvent } from '@/lib/analytics';
import { serverMessage } from '@/lib/server-message';
import { API, invalidateApi } from './admin-cache';
import {
  emptyReviewForm,
  isReviewComplete,
  MISSING_INFO_TEXT,
  MISSING_INFO_TITLE,
  REVIEW_CATEGORIES,
  REVIEW_RATINGS,
  reviewPayload,
  reviewToForm,
} from './admin-forms';
import { ContentEditor } from './content-editor';
import { PublishableLists } from './publishable-lists';
import { useSluggedForm } from './use-slugged-form';

const fail = (title: string, what: string, error: unknown) =>
  toast({ title, description: `${what} ${serverMessage(error)}`, variant: 'destructive' });

export function GearReviewsTab() {
  const queryClient = useQueryClient();
  const reviews = useGetReviews({ admin: 'true' });
  const createReview = useCreateReview();
  const updateReview = useUpdateReview();
  const deleteReview = useDeleteReview();
  const { form, set, setTitle, setSlug, load, reset } = useSluggedForm(emptyReviewForm);
  const [editing, setEditing] = useState<ReviewResponseDto | null>(null);
  const busy = createReview.isPending || updateReview.isPending;

  const refresh = () => invalidateApi(queryClient, API.reviews);

  const cancelEdit = () => {
    setEditing(null);
    reset();
  };

  const save = async (published: boolean) => {
    if (!isReviewComplete(form)) {
      toast({ title: MISSING_INFO_TITLE, description: MISSING_INFO_TEXT, variant: 'destructive' });
      return;
    }
    const data = reviewPayload(form, published);
    const state = published ? 'published' : 'saved as a draft';
    try {
      if (editing) {
        await updateReview.mutateAsync({ id: editing.id, data });
        trackEvent('admin_update_review', { category: data.category, label: data.title, published });
        toast({ title: 'Review Updated', description: `"${data.title}" was ${state}.`, variant: 'success' });
      } else {
        await createReview.mutateAsync({ data });
        trackEvent('admin_create_review', { category: data.category, label: data.title, published });
        toast({ title: 'Review Created', description: `"${data.title}" was ${state}.`, variant: 'success' });
      }
      cancelEdit();
      await refresh();
    } catch (error) {
      if (editing) fail('Update Failed', 'Failed to update the review.', error);
      else fail('Creation Failed', 'Failed to create the review.', error);
    }
  };

  const togglePublished = async (review: ReviewResponseDto) => {
    try {
      await updateReview.mutateAsync({ id: review.id, data: { published: !review.published } });
      trackEvent('admin_update_review', { label: review.title, published: !review.published });
      toast({
        title: 'Review Updated',
        description: `"${review.title}" ${review.published ? 'was moved to drafts' : 'is now published'}.`,
        variant: 'success',
      });
      await refresh();
    } catch (error) {
      fail('Update Failed', 'Failed to update the review.', error);
    }
  };

  const remove = async (review: ReviewResponseDto) => {
    if (!window.confirm(`Delete the review "${review.title}"? This cannot be undone.`)) return;
    try {
      await deleteReview.mutateAsync({ id: review.id });
      if (editing?.id === review.id) cancelEdit();
      toast({ title: 'Review Deleted', description: `"${review.title}" was deleted.`, variant: 'success' });
      await refresh();
    } catch (error) {
      fail('Deletion Failed', 'Failed to delete the review.', error);
    }
  };

  const startEdit = (review: ReviewResponseDto) => {
    setEditing(review);
    load(reviewToForm(review));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Gear review editor">
        <Typography variant="h6" component="h2" gutterBottom>
          {editing ? `Editing: ${editing.title}` : 'New Gear Review'}
        </Typography>
        {editing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            You are editing a {editing.published ? 'published review' : 'draft'}. Cancel Edit to start a new review instead.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField label="Title" value={form.title} onChange={(e) => setTitle(e.target.value)} required fullWidth />
          <TextField
            label="Slug"
            value={form.slug}
            onChange={(e) => setSlug(e.target.value)}
            helperText="The address of the review: /gear-reviews/your-slug"
            fullWidth
          />
          <TextField select label="Category" value={form.category} onChange={(e) => set('category', e.target.value)} required fullWidth>
            {REVIEW_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Price" value={form.price} onChange={(e) => set('price', e.target.value)} required placeholder="$1,199 AUD" fullWidth />
          <TextField select label="Rating (optional)" value={form.rating} onChange={(e) => set('rating', e.target.value)} fullWidth>
            <MenuItem value="">No rating</MenuItem>
            {REVIEW_RATINGS.map((r) => (
              <MenuItem key={r} value={r}>
                {r} ({r.length} of 5)
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Author" value={form.author} onChange={(e) => set('author', e.target.value)} placeholder="Dive Down Under Team" fullWidth />
          <TextField label="Purchase Link" value={form.purchaseLink} onChange={(e) => set('purchaseLink', e.target.value)} required placeholder="https://..." fullWidth />
          <TextField label="Image URL" value={form.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} required placeholder="https://..." fullWidth />
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
          <Button variant="contained" onClick={() => save(true)} disabled={busy}>
            {editing?.published ? 'Update & Keep Published' : 'Publish Now'}
          </Button>
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
        items={reviews.data}
        loading={reviews.isPending}
        noun="Reviews"
        onEdit={startEdit}
        onTogglePublished={togglePublished}
        onDelete={remove}
      />
    </Box>
  );
}
