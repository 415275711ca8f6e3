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
import { toast } from '@/components/toast/toast-store';
import { trackEvent } from '@/lib/analytics';
import { API, invalidateApi } from './admin-cache';
import { sortByName } from './dive-site-admin';
import { MediaLibrary } from './media-library';
import { PhotoUploader } from './photo-uploader';

export const PHOTO_REQUIRED_TEXT = 'Please select a dive site and enter an image URL or upload a photo.';

export function PhotoManagementTab() {
  const queryClient = useQueryClient();
  const sites = useGetDiveSites();
  const updatePhoto = useUpdateDiveSitePhoto();
  const [site, setSite] = useState<DiveSiteResponseDto | null>(null);
  const [imageUrl, setImageUrl] = useState('');
  const [previewFailed, setPreviewFailed] = useState(false);

  const save = async () => {
    const url = imageUrl.trim();
    if (!site || !url) {
      toast({ title: 'Missing Information', description: PHOTO_REQUIRED_TEXT, variant: 'destructive' });
      return;
    }
    try {
      await updatePhoto.mutateAsync({ id: site.id, data: { imageUrl: url } });
      trackEvent('admin_update_dive_site_photo', { label: site.name });
      toast({ title: 'Photo Updated', description: `The photo of ${site.name} was updated.`, variant: 'success' });
      setImageUrl('');
      setSite(null);
      await invalidateApi(queryClient, API.diveSites);
      await queryClient.invalidateQueries({ queryKey: getGetMediaItemsQueryKey() });
    } catch {
      toast({ title: 'Update Failed', description: 'Failed to update dive site photo. Please try again.', variant: 'destructive' });
    }
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
          <Button variant="contained" onClick={save} disabled={updatePhoto.isPending}>
            Save Photo
          </Button>
        </Box>
      </Box>
    </Paper>
    <MediaLibrary />
    </Box>
  );
}
