import type { SxProps, Theme } from '@mui/material/styles';
import { type ImageUrlOptions, optimizeImageUrl } from './image-url';
import { ImageWithFallback } from './image-with-fallback';
import { localImageFor } from './local-product-images';

export interface AppImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Product or review name: a bundled illustration for a known model replaces the remote image. */
  name?: string;
  quality?: number;
  /** Review pages say so when the picture is missing, and that the text is still there. */
  variant?: 'default' | 'review';
  priority?: boolean;
  sizes?: string;
  imgSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}

/** The image source actually requested: the bundled picture for a known model, else the host's resized variant. */
export function resolveImageSrc(src: string | null | undefined, name: string | undefined, options: ImageUrlOptions): string {
  const local = localImageFor(name);
  if (local) return local;
  const trimmed = src?.trim() ?? '';
  return trimmed ? optimizeImageUrl(trimmed, options) : '';
}

/**
 * The site's one image element: resolves the source (local illustration or optimised URL) and
 * shows the loading / loaded / unavailable states; the state starts over when the source changes.
 */
export function AppImage(props: AppImageProps) {
  const { src, alt, width, height, name, quality, variant = 'default', priority, sizes, imgSx, sx } = props;
  const resolved = resolveImageSrc(src, name, { width, height, quality });
  const review = variant === 'review';
  return (
    <ImageWithFallback
      key={resolved}
      src={resolved}
      alt={alt}
      width={width}
      height={height}
      priority={priority}
      sizes={sizes}
      imgSx={imgSx}
      sx={sx}
      unavailableText={review ? 'Review image unavailable' : 'Image unavailable'}
      unavailableSubtext={review ? 'Content still accessible' : undefined}
    />
  );
}
