import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { isDirectVideoFile, toEmbedUrl } from '@/components/video/video-url';
import { useDialogAddress } from '@/lib/use-dialog-address';

interface DiveSiteVideoPlayerProps {
  videoUrl: string;
  siteName: string;
}

/** A 16:9 player: YouTube/Vimeo in an iframe, a video file in <video>, otherwise a plain link out. */
export function DiveSiteVideoPlayer({ videoUrl, siteName }: DiveSiteVideoPlayerProps) {
  const embed = toEmbedUrl(videoUrl);
  if (!embed) {
    return (
      <Typography>
        This video cannot be played here.{' '}
        <Link href={videoUrl} target="_blank" rel="noopener noreferrer">
          Watch it on its own site
        </Link>
        .
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}>
      {isDirectVideoFile(videoUrl) ? (
        <Box component="video" src={embed} controls preload="metadata" sx={{ width: '100%', height: '100%' }}>
          Your browser cannot play this video.
        </Box>
      ) : (
        <Box
          component="iframe"
          src={embed}
          title={`${siteName} dive video`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      )}
    </Box>
  );
}

interface DiveSiteVideoDialogProps {
  open: boolean;
  onClose: () => void;
  siteName: string;
  videoUrl: string;
}

export function DiveSiteVideoDialog({ open, onClose, siteName, videoUrl }: DiveSiteVideoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="dive-video-title">
      <DialogTitle id="dive-video-title" sx={{ pr: 7 }}>
        Dive Video: {siteName}
      </DialogTitle>
      <IconButton aria-label="Close video" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>{open && <DiveSiteVideoPlayer videoUrl={videoUrl} siteName={siteName} />}</DialogContent>
    </Dialog>
  );
}

/** The address parameter that names the site whose video is open (`?video=12`). */
export const VIDEO_PARAM = 'video';

/**
 * A page's one "Dive Video:" dialog, open while the address names one of `sites` with a video: Back
 * closes it and stays on the page, a reload or a shared link opens it again. Cards open it
 * with `show(site.id)`.
 */
export function useSiteVideoDialog(sites: readonly Pick<DiveSiteResponseDto, 'id' | 'name' | 'videoUrl'>[] | undefined) {
  const { value, show, close } = useDialogAddress(VIDEO_PARAM);
  const site = value === null ? undefined : sites?.find((candidate) => String(candidate.id) === value && candidate.videoUrl);
  const open = useCallback((siteId: number) => show(String(siteId)), [show]);
  const dialog = site?.videoUrl ? <DiveSiteVideoDialog open onClose={close} siteName={site.name} videoUrl={site.videoUrl} /> : null;
  return { open, dialog };
}
