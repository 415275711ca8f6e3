import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useUpdateDiveSitePhoto,
  useUpdateDiveSiteReviewLink,
  useUpdateDiveSiteVideo,
} from '@/api/generated/endpoints/dive-sites/dive-sites';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { trackEvent } from '@/lib/analytics';
import { API, invalidateApi } from '../shared/admin-cache';
import { diveSiteWriteTexts, quickUpdateFailureTitle } from './dive-site-admin';
import { PhotoUploader } from '../media/photo-uploader';
import { useAdminWrites } from '../shared/use-admin-writes';

function QuickForm({
  label,
  onSubmit,
  busy,
  children,
}: {
  label: string;
  onSubmit: () => Promise<unknown>;
  busy: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      {children}
      <Box>
        <Button type="submit" size="small" variant="outlined" disabled={busy}>
          Save {label}
        </Button>
      </Box>
    </Box>
  );
}

/** Inline updaters for a site's photo, video (with optional thumbnail) and review link. */
export function DiveSiteQuickUpdaters({ site }: { site: DiveSiteResponseDto }) {
  const queryClient = useQueryClient();
  const [imageUrl, setImageUrl] = useState(site.imageUrl ?? '');
  const [videoUrl, setVideoUrl] = useState(site.videoUrl ?? '');
  const [videoThumbnail, setVideoThumbnail] = useState(site.videoThumbnail ?? '');
  const [reviewLink, setReviewLink] = useState(site.reviewLink ?? '');
  const photo = useUpdateDiveSitePhoto();
  const video = useUpdateDiveSiteVideo();
  const review = useUpdateDiveSiteReviewLink();

  const writes = useAdminWrites({
    noun: 'Dive Site',
    thing: 'the dive site',
    ...diveSiteWriteTexts,
    refresh: () => invalidateApi(queryClient, API.diveSites),
  });

  const run = (what: string, action: () => Promise<unknown>) =>
    writes.run(
      'update',
      async () => {
        await action();
        trackEvent('admin_update_dive_site', { label: site.name, field: what });
        writes.notify('Updated', `The ${what} of ${site.name} was updated.`);
      },
      quickUpdateFailureTitle(what),
    );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, pt: 1 }}>
      <QuickForm
        label="Photo"
        busy={photo.isPending}
        onSubmit={() => run('photo', () => photo.mutateAsync({ id: site.id, data: { imageUrl: imageUrl.trim() } }))}
      >
        <TextField
          size="small"
          label="Photo URL"
          value={imageUrl}
          onChange={(e) => setImageUrl(e.target.value)}
          placeholder="https://..."
        />
        <PhotoUploader defaultAltText={`${site.name} dive site`} onUploaded={(item) => setImageUrl(item.url)} />
      </QuickForm>
      <QuickForm
        label="Video"
        busy={video.isPending}
        onSubmit={() =>
          run('video', () =>
            video.mutateAsync({
              id: site.id,
              data: { videoUrl: videoUrl.trim(), ...(videoThumbnail.trim() ? { videoThumbnail: videoThumbnail.trim() } : {}) },
            }),
          )
        }
      >
        <TextField
          size="small"
          label="Video URL"
          value={videoUrl}
          onChange={(e) => setVideoUrl(e.target.value)}
          placeholder="https://youtube.com/..."
        />
        <TextField
          size="small"
          label="Thumbnail URL (optional)"
          value={videoThumbnail}
          onChange={(e) => setVideoThumbnail(e.target.value)}
        />
      </QuickForm>
      <QuickForm
        label="Review Link"
        busy={review.isPending}
        onSubmit={() => run('review link', () => review.mutateAsync({ id: site.id, data: { reviewLink: reviewLink.trim() } }))}
      >
        <TextField
          size="small"
          label="Review link"
          value={reviewLink}
          onChange={(e) => setReviewLink(e.target.value)}
          placeholder="https://... or /blog/..."
        />
      </QuickForm>
    </Box>
  );
}
