import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { responsiveSrcSet } from '@/components/image/image-url';
import { ImageWithFallback } from '@/components/image/image-with-fallback';
import { ocean } from '@/app/theme';

interface DiveSiteImageProps {
  src: string | null;
  alt: string;
  /** Frame proportions; the photo is cropped to fill it. */
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
}

/**
 * A site photo in a fixed frame. A site without a photo gets the spec's "Photo Coming Soon";
 * loading and broken photos are handled by the shared ImageWithFallback.
 */
export function DiveSiteImage({ src, alt, width = 16, height = 9, sizes, priority = false }: DiveSiteImageProps) {
  if (!src) {
    return (
      <Box
        sx={{
          aspectRatio: `${width} / ${height}`,
          display: 'grid',
          placeContent: 'center',
          justifyItems: 'center',
          gap: 1,
          color: 'rgba(255, 255, 255, 0.9)',
          background: `linear-gradient(160deg, ${ocean.deep} 0%, ${ocean.teal} 100%)`,
        }}
      >
        <PhotoCameraOutlinedIcon fontSize="large" aria-hidden />
        <Typography variant="subtitle2" component="span">
          Photo Coming Soon
        </Typography>
      </Box>
    );
  }
  const srcSet = responsiveSrcSet(src);
  return (
    <ImageWithFallback
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      priority={priority}
    />
  );
}
