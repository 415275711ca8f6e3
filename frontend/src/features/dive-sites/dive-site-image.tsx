import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { responsiveSrcSet } from '@/components/image/image-url';
import { ImageWithFallback } from '@/components/image/image-with-fallback';
import { ocean } from '@/app/theme';
import { siteKindIllustration, type SiteKind } from './site-kind';

interface DiveSiteImageProps {
  src: string | null;
  alt: string;
  /** Frame proportions; the photo is cropped to fill it. */
  width?: number;
  height?: number;
  sizes?: string;
  priority?: boolean;
  /** A list card: on phones the no-photo placeholder shrinks to a slim strip so the list stays short. */
  compactOnPhones?: boolean;
  /** Without a photo, the placeholder shows this kind's illustration behind its words. */
  kind?: SiteKind;
}

const COMPACT_HEIGHT = 88;
/** Faint diagonal bands over the ocean gradient, so the slim strip reads as a deliberate banner. */
const BANDS = 'repeating-linear-gradient(135deg, rgba(255, 255, 255, 0.06) 0 14px, transparent 14px 28px)';

function PhotoComingSoon({
  width,
  height,
  compactOnPhones,
  kind,
}: {
  width: number;
  height: number;
  compactOnPhones: boolean;
  kind?: SiteKind;
}) {
  const full = `${width} / ${height}`;
  // The illustration is decoration (a CSS background, so no alt text); the gradient shows while it loads.
  const art = kind ? `center / cover no-repeat url("${siteKindIllustration(kind)}"), ` : '';
  const gradient = `${art}linear-gradient(160deg, ${ocean.deep} 0%, ${ocean.teal} 100%)`;
  // Below sm a compact placeholder is a fixed-height row (icon beside the text); from sm up it is the full frame.
  const phone = <T, U>(compact: T, normal: U) => (compactOnPhones ? { xs: compact, sm: normal } : normal);
  return (
    <Box
      data-kind={kind}
      sx={{
        aspectRatio: phone('auto', full),
        height: phone(COMPACT_HEIGHT, 'auto'),
        display: 'flex',
        flexDirection: phone('row', 'column'),
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        // The strip's skill and video badges sit along its top edge; the text sits below them.
        pt: phone(4.5, 0),
        color: 'rgba(255, 255, 255, 0.95)',
        textShadow: '0 1px 3px rgba(6, 26, 51, 0.6)',
        background: phone(`${BANDS}, ${gradient}`, gradient),
      }}
    >
      <PhotoCameraOutlinedIcon aria-hidden sx={{ fontSize: phone('1.375rem', '2.1875rem') }} />
      <Typography variant="subtitle2" component="span">
        Photo Coming Soon
      </Typography>
    </Box>
  );
}

/**
 * A site photo in a fixed frame. A site without a photo gets the spec's "Photo Coming Soon";
 * loading and broken photos are handled by the shared ImageWithFallback.
 */
export function DiveSiteImage({
  src,
  alt,
  width = 16,
  height = 9,
  sizes,
  priority = false,
  compactOnPhones = false,
  kind,
}: DiveSiteImageProps) {
  if (!src) {
    return <PhotoComingSoon width={width} height={height} compactOnPhones={compactOnPhones} kind={kind} />;
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
