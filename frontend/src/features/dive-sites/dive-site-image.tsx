import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ocean } from '@/app/theme';
import { responsiveSrcSet } from '@/components/image/image-url';
import { ImageWithFallback } from '@/components/image/image-with-fallback';
import type { SiteKind } from './site-kind';
import { SiteKindArt } from './site-kind-art';

interface DiveSiteImageProps {
  src: string | null;
  alt: string;
  /** Frame proportions; the photo is cropped to fill it. */
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  /** A list card: without a photo, a compact strip instead of a frame, so a phone shows several results. */
  compact?: boolean;
  /** Without a photo, a featured guide shows our drawing of its kind instead of the plain placeholder. */
  kind?: SiteKind;
  /** Badges for the compact strip (skill, video), shown at its start. */
  children?: ReactNode;
}

/** A list card's artwork frame is shorter on phones, so the next result is still on the screen. */
const PHONE_ART_HEIGHT = 132;
/** Faint diagonal bands over the ocean gradient, so the strip reads as a deliberate banner. */
const BANDS = 'repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.06) 0 14px, transparent 14px 28px)';
const GRADIENT = `linear-gradient(160deg, ${ocean.deep} 0%, ${ocean.teal} 100%)`;

function ComingSoonWords({ size }: { size: 'small' | 'large' }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <PhotoCameraOutlinedIcon aria-hidden sx={{ fontSize: size === 'small' ? '1.125rem' : '2.1875rem' }} />
      <Typography variant="subtitle2" component="span" sx={size === 'small' ? { fontSize: '0.8125rem' } : undefined}>
        Photo Coming Soon
      </Typography>
    </Box>
  );
}

/** The spec's "Photo Coming Soon" as a one-line strip with the card's badges in it. */
function ComingSoonStrip({ children }: { children?: ReactNode }) {
  return (
    <Box
      data-testid="photo-coming-soon"
      sx={{
        minHeight: 44,
        px: 1.25,
        py: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.75,
        color: 'rgba(255, 255, 255, 0.95)',
        background: `${BANDS}, ${GRADIENT}`,
      }}
    >
      {children}
      <Box sx={{ ml: 'auto' }}>
        <ComingSoonWords size="small" />
      </Box>
    </Box>
  );
}

/** The full-frame placeholder (a site's own page), or a featured guide's artwork with the words in a corner. */
function ComingSoonFrame({ width, height, kind, compact }: { width: number; height: number; kind?: SiteKind; compact: boolean }) {
  const ratio = `${width} / ${height}`;
  return (
    <Box
      data-kind={kind}
      data-testid="photo-coming-soon"
      sx={{
        position: 'relative',
        aspectRatio: compact && kind ? { xs: 'auto', sm: ratio } : ratio,
        height: compact && kind ? { xs: PHONE_ART_HEIGHT, sm: 'auto' } : 'auto',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(255, 255, 255, 0.95)',
        textShadow: '0 1px 3px rgba(6, 26, 51, 0.6)',
        background: GRADIENT,
        overflow: 'hidden',
      }}
    >
      {kind ? (
        <>
          <Box sx={{ position: 'absolute', inset: 0 }}>
            <SiteKindArt kind={kind} />
          </Box>
          <Box sx={{ position: 'absolute', right: 8, bottom: 8, px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(6, 26, 51, 0.72)' }}>
            <ComingSoonWords size="small" />
          </Box>
        </>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <PhotoCameraOutlinedIcon aria-hidden sx={{ fontSize: '2.1875rem' }} />
          <Typography variant="subtitle2" component="span">
            Photo Coming Soon
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * A site photo in a fixed frame. Without a photo: in a list card, the spec's "Photo Coming Soon" as a
 * compact strip, or for a featured guide our drawing of its kind with the words in a corner; on a
 * site's own page, the full frame. Loading and broken photos are handled by the shared ImageWithFallback.
 */
export function DiveSiteImage({
  src,
  alt,
  width = 16,
  height = 9,
  sizes,
  priority = false,
  compact = false,
  kind,
  children,
}: DiveSiteImageProps) {
  if (!src) {
    if (compact && !kind) return <ComingSoonStrip>{children}</ComingSoonStrip>;
    return <ComingSoonFrame width={width} height={height} kind={kind} compact={compact} />;
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
