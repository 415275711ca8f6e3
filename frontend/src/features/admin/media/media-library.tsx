import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetMediaItemsQueryKey, useDeleteMediaItem, useGetMediaItems, useUpdateMediaItem } from '@/api/generated/endpoints/media/media';
import type { MediaItemResponseDto, MediaUseDto } from '@/api/generated/models';
import { serverErrorText } from '@/lib/server-message';
import { PhotoUploader } from './photo-uploader';
import { useAdminWrites } from '../shared/use-admin-writes';
import { formatBytes } from './upload-photo';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';

const USE_LABELS: Record<MediaUseDto['kind'], string> = {
  article: 'Blog article',
  review: 'Gear review',
  product: 'Product',
  'dive-site': 'Dive site',
  location: 'Destination',
};

function MediaCard({ item }: { item: MediaItemResponseDto }) {
  const queryClient = useQueryClient();
  const [altText, setAltText] = useState(item.altText);
  const update = useUpdateMediaItem();
  const remove = useDeleteMediaItem();
  const writes = useAdminWrites({
    noun: 'Photo',
    thing: 'the photo',
    refresh: () => queryClient.invalidateQueries({ queryKey: getGetMediaItemsQueryKey() }),
    successTitle: (outcome) => (outcome === 'Deleted' ? 'Photo Deleted' : 'Alt Text Saved'),
    failureTitle: (action) => (action === 'delete' ? 'Cannot Delete Photo' : 'Save Failed'),
    failureText: (action, error) =>
      action === 'delete'
        ? (serverErrorText(error) ?? 'The photo could not be deleted. Please try again.')
        : 'The alt text could not be saved. Please try again.',
  });

  const saveAlt = () =>
    writes.run('update', async () => {
      await update.mutateAsync({ id: item.id, data: { altText } });
      writes.notify('Updated', `The description of ${item.name} was saved.`);
    });

  const { confirmDelete, dialog } = useConfirmDelete();
  const deletePhoto = async () => {
    if (!(await confirmDelete({ title: 'Delete this photo?', message: `Delete ${item.name}? This cannot be undone.` }))) return;
    await writes.run('delete', async () => {
      await remove.mutateAsync({ id: item.id });
      writes.notify('Deleted', `${item.name} was deleted.`);
    });
  };

  return (
    <Paper variant="outlined" component="li" data-testid="media-item" sx={{ listStyle: 'none', overflow: 'hidden', display: 'grid' }}>
      <Box
        component="img"
        src={item.thumbnailUrl}
        alt={item.altText || item.name}
        loading="lazy"
        width={item.width}
        height={item.height}
        sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: item.placeholderColor }}
      />
      <Box sx={{ p: 1.5, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ wordBreak: 'break-all' }}>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {item.width} × {item.height} · uploaded {formatBytes(item.originalBytes)} · {item.widths.length * 3} sizes stored,{' '}
          {formatBytes(item.storedBytes)} in all
        </Typography>
        <TextField
          size="small"
          label="Alt text"
          value={altText}
          onChange={(e) => setAltText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <Typography variant="caption" component="div">
          {item.usedBy.length ? `Used by: ${item.usedBy.map((u) => `${USE_LABELS[u.kind]} “${u.name}”`).join(', ')}` : 'Not used yet'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => void saveAlt()} disabled={update.isPending || altText === item.altText}>
            Save alt text
          </Button>
          <Button size="small" color="error" onClick={() => void deletePhoto()} disabled={remove.isPending}>
            Delete
          </Button>
          <Button size="small" onClick={() => void navigator.clipboard?.writeText(item.url)}>
            Copy address
          </Button>
        </Box>
      </Box>
      {dialog}
    </Paper>
  );
}

/** Every uploaded photo: thumbnail, size, alt text (editable) and where it is used. */
export function MediaLibrary() {
  // Saving an article, review, product or site changes where photos are used: ask again whenever shown.
  const media = useGetMediaItems({ query: { staleTime: 0, refetchOnMount: 'always' } });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="media-library-heading">
      <Typography id="media-library-heading" variant="h6" component="h2" gutterBottom>
        Media Library
      </Typography>
      <Box sx={{ maxWidth: 640, mb: 2 }}>
        <PhotoUploader multiple />
      </Box>
      {media.isPending && <Typography color="text.secondary">Loading photos…</Typography>}
      {media.isError && <Typography color="error">The photos could not be loaded. Please reload the page.</Typography>}
      {media.data && media.data.length === 0 && <Typography color="text.secondary">No photos uploaded yet.</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {media.data?.map((item) => (
          <MediaCard key={item.id} item={item} />
        ))}
      </Box>
    </Paper>
  );
}
