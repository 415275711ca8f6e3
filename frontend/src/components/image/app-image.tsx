import { parseMediaUrl } from '@ddu/shared/media/media-names';
import { type ImageUrlOptions, optimizeImageUrl } from './image-url';
import { ImageWithFallback, type ImageWithFallbackProps } from './image-with-fallback';
import { localImageFor } from './local-product-images';

/** ImageWithFallback's props, except that the source is resolved here and the wording follows `variant`. */
export interface AppImageProps extends Omit<ImageWithFallbackProps, 'srcSet' | 'unavailableText' | 'unavailableSubtext'> {
  /** Product or review name: a bundled illustration for a known model replaces the remote image. */
  name?: string;
  quality?: number;
  /** Review pages say so when the picture is missing, and that the text is still there. */
  variant?: 'default' | 'review';
}

/** The image source actually requested: an uploaded photo, else the bundled picture for a known model, else the host's resized variant. */
export function resolveImageSrc(src: string | null | undefined, name: string | undefined, options: ImageUrlOptions): string {
  // The owner's own upload wins over the bundled illustration.
  if (parseMediaUrl(src)) return src!.trim();
  const local = localImageFor(name);
  if (local) return local;
  const trimmed = src?.trim() ?? '';
  return trimmed ? optimizeImageUrl(trimmed, options) : '';
}

/**
 * The site's one image element: resolves the source (local illustration or optimised URL) and
 * leaves the loading / loaded / unavailable states to ImageWithFallback.
 */
export function AppImage({ src, name, quality, variant = 'default', ...imageProps }: AppImageProps) {
  const resolved = resolveImageSrc(src, name, { width: imageProps.width, height: imageProps.height, quality });
  const review = variant === 'review';
  return (
    <ImageWithFallback
      {...imageProps}
      src={resolved}
      unavailableText={review ? 'Review image unavailable' : 'Image unavailable'}
      unavailableSubtext={review ? 'Content still accessible' : undefined}
    />
  );
}
