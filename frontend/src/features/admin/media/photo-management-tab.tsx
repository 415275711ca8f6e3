import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetDiveSites, useUpdateDiveSitePhoto } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getGetMediaItemsQueryKey } from '@/api/generated/endpoints/media/media';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { trackEvent } from '@/lib/analytics';
import { API, invalidateApi } from '../shared/admin-cache';
import { sortByName } from '../shared/sort-by-name';
import { MediaLibrary } from './media-library';
import { PhotoUploader } from './photo-uploader';
import { useAdminWrites } from '../shared/use-admin-writes';

// The spec's sentence, word for word; the upload option is told by the Image URL field's helper text.
export const PHOTO_REQUIRED_TEXT = 'Please select a dive site and enter an image URL.';

export function PhotoManagementTab() {
  const queryClient = useQueryClient();
  const sites = useGetDiveSites();
  const updatePhoto = useUpdateDiveSitePhoto();
  const [site, setSite] = useState<DiveSiteResponseDto | null>(null);
  const [imageUrl, setImageUrl] = useState('');
  const [previewFailed, setPreviewFailed] = useState(false);

  const writes = useAdminWrites({
    noun: 'Photo',
    thing: 'the dive site photo',
    refresh: () =>
      Promise.all([invalidateApi(queryClient, API.diveSites), queryClient.invalidateQueries({ queryKey: getGetMediaItemsQueryKey() })]),
    // The spec's sentence, word for word.
    failureText: () => 'Failed to update dive site photo. Please try again.',
  });

  const save = async () => {
    const url = imageUrl.trim();
    if (!site || !url) {
      writes.warn('Missing Information', PHOTO_REQUIRED_TEXT);
      return;
    }
    await writes.run('update', async () => {
      await updatePhoto.mutateAsync({ id: site.id, data: { imageUrl: url } });
      trackEvent('admin_update_dive_site_photo', { label: site.name });
      writes.notify('Updated', `The photo of ${site.name} was updated.`);
      setImageUrl('');
      setSite(null);
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Dive Site Photos
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
          <Autocomplete
            options={sortByName(sites.data ?? [])}
            loading={sites.isPending}
            value={site}
            onChange={(_e, value) => {
              setSite(value);
              setImageUrl(value?.imageUrl ?? '');
              setPreviewFailed(false);
            }}
            getOptionLabel={(s) => `${s.name} (${s.region})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label="Dive site" />}
          />
          <TextField
            label="Image URL"
            value={imageUrl}
            onChange={(e) => {
              setImageUrl(e.target.value);
              setPreviewFailed(false);
            }}
            placeholder="https://..."
            helperText="Paste a photo's address, or upload a photo below (it fills this in)."
          />
          <PhotoUploader
            key={site?.id ?? 'none'}
            defaultAltText={site ? `${site.name} dive site` : ''}
            onUploaded={(item) => {
              setImageUrl(item.url);
              setPreviewFailed(false);
            }}
          />
          {imageUrl.trim() && !previewFailed && (
            <Box
              component="img"
              src={imageUrl.trim()}
              alt={site ? `New photo of ${site.name}` : 'Photo preview'}
              onError={() => setPreviewFailed(true)}
              sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 1 }}
            />
          )}
          <Box>
            <Button variant="contained" onClick={() => void save()} disabled={updatePhoto.isPending}>
              Save Photo
            </Button>
          </Box>
        </Box>
      </Paper>
      <MediaLibrary />
    </Box>
  );
}
