import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateReview, useDeleteReview, useGetReviews, useUpdateReview } from '@/api/generated/endpoints/reviews/reviews';
import type { ReviewResponseDto } from '@/api/generated/models';
import { API, invalidateApi } from '../shared/admin-cache';
import {
  emptyReviewForm,
  isReviewComplete,
  NO_RATING,
  ratingChoices,
  ratingFromOption,
  ratingOption,
  REVIEW_CATEGORIES,
  reviewPayload,
  reviewToForm,
} from '../shared/admin-forms';
import { PublishableEditorPanel } from '../publishing/publishable-editor-panel';
import { LinkHealthBadge } from '../shared/link-health-badge';
import { PublishableLists } from '../publishing/publishable-lists';
import { usePublishableEditor } from '../publishing/use-publishable-editor';
import { ImageUrlField } from '../media/image-url-field';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';

export function GearReviewsTab() {
  const queryClient = useQueryClient();
  const reviews = useGetReviews({ admin: true });
  const createReview = useCreateReview();
  const updateReview = useUpdateReview();
  const deleteReview = useDeleteReview();
  const editor = usePublishableEditor({
    noun: 'Review',
    thing: 'the review',
    eventSubject: 'review',
    empty: emptyReviewForm,
    toForm: reviewToForm,
    isComplete: isReviewComplete,
    toPayload: reviewPayload,
    create: (data, headers) => createReview.mutateAsync({ data, headers }),
    update: (id, data) => updateReview.mutateAsync({ id, data }),
    deleteItem: (id) => deleteReview.mutateAsync({ id }),
    refresh: () => invalidateApi(queryClient, API.reviews),
  });
  const { form, set } = editor;

  const { confirmDelete, dialog } = useConfirmDelete();
  const remove = async (review: ReviewResponseDto) => {
    if (!(await confirmDelete({ title: 'Delete this review?', message: `Delete the review "${review.title}"? This cannot be undone.` })))
      return;
    await editor.remove(review);
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <PublishableEditorPanel
        editor={editor}
        busy={editor.saving || createReview.isPending || updateReview.isPending}
        label="Gear review editor"
        newHeading="New Gear Review"
        itemWord="review"
        slugHelp="The address of the review: /gear-reviews/your-slug"
      >
        <TextField select label="Category" value={form.category} onChange={(e) => set('category', e.target.value)} required fullWidth>
          {REVIEW_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Price"
          value={form.price}
          onChange={(e) => set('price', e.target.value)}
          required
          placeholder="$1,199 AUD"
          fullWidth
        />
        <TextField
          select
          label="Rating (optional)"
          value={ratingOption(form.rating)}
          onChange={(e) => set('rating', ratingFromOption(e.target.value))}
          fullWidth
        >
          <MenuItem value={NO_RATING}>No rating</MenuItem>
          {ratingChoices(form.rating).map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Author"
          value={form.author}
          onChange={(e) => set('author', e.target.value)}
          placeholder="Dive Down Under Team"
          fullWidth
        />
        <TextField
          label="Purchase Link"
          value={form.purchaseLink}
          onChange={(e) => set('purchaseLink', e.target.value)}
          required
          placeholder="https://..."
          fullWidth
        />
        <ImageUrlField value={form.imageUrl} onChange={(url) => set('imageUrl', url)} altText={form.title} />
      </PublishableEditorPanel>
      <Divider />
      <PublishableLists
        items={reviews.data}
        loading={reviews.isPending}
        noun="Reviews"
        onEdit={editor.startEdit}
        onTogglePublished={(item) => void editor.togglePublished(item)}
        onDelete={(review) => void remove(review)}
        renderExtra={(review) => <LinkHealthBadge targetType="review" targetId={review.id} name={review.title} />}
        onSchedule={(item, publishAt) => void editor.schedule(item, publishAt)}
      />
      {dialog}
    </Box>
  );
}
