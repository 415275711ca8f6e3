import { keyframes } from '@emotion/react';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { mediaSrcSet, mediaVariantUrl, parseMediaUrl } from '@ddu/shared/media/media-names';
import { ILLUSTRATION_PICTURE_MEDIA, illustrationSrcSet } from './illustration-variants';

export type ImageState = 'loading' | 'loaded' | 'failed';

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: sets the aspect ratio so the page does not jump while the image loads. */
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  /** Shown when the source is empty or fails to load. */
  unavailableText?: string;
  unavailableSubtext?: string;
  /** Extra inline styles for the <img> itself (e.g. a colour filter). */
  imgStyle?: CSSProperties;
  sx?: SxProps<Theme>;
}

/** MUI's CircularProgress geometry: a 44-unit view box and a 3.6-unit stroke, drawn at this size. */
const SPINNER_SIZE = 28;
const SPINNER_BOX = 44;
const SPINNER_STROKE = 3.6;

const spin = keyframes`
  0% {
    transform: rotate(0deg);
  }
  100% {
    transform: rotate(360deg);
  }
`;

/**
 * The frame, its spinner and the picture: plain elements under this one style sheet, drawn as MUI's
 * Box and CircularProgress (indeterminate, disableShrink, primary, 28 px) drew them. Every card on a
 * list page has one: as MUI components each was about twenty components that serialised their styles
 * while the page hydrated. The "unavailable" placeholder, rarely shown, stays MUI's.
 */
const Frame = styled('div')(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  backgroundColor: '#e3edf2',
  width: '100%',
  // Off screen the browser skips drawing what is inside (the box's size comes from its width and
  // aspect ratio, never from its content): a page of cards whose images wait lower down no longer
  // turns their spinners on the main thread every frame.
  contentVisibility: 'auto',
  '& > .image-loading': { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
  // Turning only (as disableShrink): a transform the compositor animates, so a page of loading cards
  // costs the main thread nothing; a shrinking arc would repaint on it every frame.
  '& .image-spinner': {
    display: 'inline-block',
    width: SPINNER_SIZE,
    height: SPINNER_SIZE,
    color: theme.palette.primary.main,
    animation: `${spin} 1.4s linear infinite`,
  },
  '& .image-spinner > svg': { display: 'block' },
  '& .image-spinner circle': { stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0 },
  '& .image-picture': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
}));

function Spinner() {
  return (
    <div className="image-loading">
      <span className="image-spinner" role="progressbar" aria-label="Loading image">
        <svg viewBox={`${SPINNER_BOX / 2} ${SPINNER_BOX / 2} ${SPINNER_BOX} ${SPINNER_BOX}`}>
          <circle cx={SPINNER_BOX} cy={SPINNER_BOX} r={(SPINNER_BOX - SPINNER_STROKE) / 2} fill="none" strokeWidth={SPINNER_STROKE} />
        </svg>
      </span>
    </div>
  );
}

/**
 * An image with the spec's three states: a spinner placeholder while loading, the image once
 * loaded (drawn over the spinner, never hidden, so a server-rendered page paints it as it arrives), and an "Image unavailable" placeholder when the source is empty or broken. The state
 * starts over whenever the source changes.
 */
export function ImageWithFallback(props: ImageWithFallbackProps) {
  const { src, alt, width, height, srcSet, sizes, priority = false, imgStyle, sx } = props;
  const { unavailableText = 'Image unavailable', unavailableSubtext } = props;
  const [state, setState] = useState<ImageState>(src ? 'loading' : 'failed');
  // An uploaded photo: its address names its AVIF/WebP/JPEG variants and its intrinsic size.
  const media = parseMediaUrl(src);
  const illustration = illustrationSrcSet(src);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    // A cached image can finish before React attaches onLoad.
    if (src && img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
    else setState(src ? 'loading' : 'failed');
  }, [src]);

  return (
    <Frame data-image-state={state} sx={[{ aspectRatio: `${width} / ${height}` }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* Under the image: it shows until the picture's first pixels cover it. */}
      {state === 'loading' && <Spinner />}
      {src && state !== 'failed' && (
        <PictureSources media={media} illustration={illustration} sizes={sizes}>
          <img
            className="image-picture"
            ref={imgRef}
            src={media ? mediaVariantUrl(media, 960) : src}
            srcSet={media ? mediaSrcSet(media, 'jpg') : srcSet}
            // With no srcset of its own (an illustration's pictures are its <source>'s), `sizes` would say nothing.
            sizes={media ? (sizes ?? '100vw') : illustration ? undefined : sizes}
            alt={alt}
            width={media?.width ?? width}
            height={media?.height ?? height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            style={imgStyle}
          />
        </PictureSources>
      )}
      {state === 'failed' && (
        <Box
          role="img"
          aria-label={alt ? `${alt} (${unavailableText})` : unavailableText}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            p: 2,
            textAlign: 'center',
            color: 'text.secondary',
            background: 'linear-gradient(135deg, #e3edf2 0%, #cfe3ea 100%)',
          }}
        >
          <BrokenImageOutlinedIcon aria-hidden sx={{ fontSize: 36, opacity: 0.7 }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {unavailableText}
          </Typography>
          {unavailableSubtext && <Typography variant="caption">{unavailableSubtext}</Typography>}
        </Box>
      )}
    </Frame>
  );
}

/**
 * Wraps an uploaded photo's <img> in <picture> with AVIF and WebP sources, and one of the site's own
 * illustrations with its WebP pictures for a phone's screen (the SVG stays the <img>'s source, for
 * larger screens and a browser without WebP); other images stay a plain <img>.
 */
function PictureSources(props: {
  media: ReturnType<typeof parseMediaUrl>;
  illustration: string | null;
  sizes?: string;
  children: ReactNode;
}) {
  const { media, illustration, sizes, children } = props;
  if (media) {
    return (
      <picture>
        <source type="image/avif" srcSet={mediaSrcSet(media, 'avif')} sizes={sizes ?? '100vw'} />
        <source type="image/webp" srcSet={mediaSrcSet(media, 'webp')} sizes={sizes ?? '100vw'} />
        {children}
      </picture>
    );
  }
  if (illustration) {
    return (
      <picture>
        <source type="image/webp" media={ILLUSTRATION_PICTURE_MEDIA} srcSet={illustration} sizes={sizes ?? '100vw'} />
        {children}
      </picture>
    );
  }
  return children;
}
