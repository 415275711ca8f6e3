import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetDiveSiteByReviewUrl } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { isDirectVideoFile, toEmbedUrl } from '@/components/video/video-url';
import { paths } from '@/config/paths';

interface DiveSiteVideoCardProps {
  /** This page's path, e.g. "/blog/diving-julian-rocks": the dive site whose review link points here. */
  pagePath: string;
}

/**
 * "Dive Site Video" card for an article that is the review of a dive site with a video. Render it
 * only once the article has loaded: one request, no retries, and a failed lookup shows nothing.
 */
export function DiveSiteVideoCard({ pagePath }: DiveSiteVideoCardProps) {
  const { data: site } = useGetDiveSiteByReviewUrl({ url: pagePath }, { query: { retry: false } });
  const embedUrl = site?.videoUrl ? toEmbedUrl(site.videoUrl) : null;
  if (!site || !embedUrl) return null;

  const title = `Dive video: ${site.name}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dive-site-video-heading" sx={{ borderRadius: 1, overflow: 'hidden' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2.5, py: 1.5, bgcolor: 'primary.main', color: 'common.white' }}>
        <PlayCircleOutlinedIcon aria-hidden />
        <Typography id="dive-site-video-heading" variant="h6" component="h2">
          Dive Site Video
        </Typography>
      </Stack>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
        {isDirectVideoFile(embedUrl) ? (
          <Box
            component="video"
            src={embedUrl}
            controls
            preload="metadata"
            poster={site.videoThumbnail ?? undefined}
            aria-label={title}
            sx={{ width: '100%', height: '100%' }}
          >
            Your browser does not support the video tag.
          </Box>
        ) : (
          <Box
            component="iframe"
            src={embedUrl}
            title={title}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
      <Typography variant="body2" sx={{ px: 2.5, py: 1.5, color: 'text.secondary' }}>
        Underwater footage from{' '}
        <Link component={RouterLink} to={paths.diveSite.build(site.id)}>
          {site.name}
        </Link>
        , {site.region}. Depth {site.depthRange || 'varies'}, best {site.bestTime || 'all year'}.
      </Typography>
    </Paper>
  );
}
