import type { SxProps, Theme } from '@mui/material/styles';
import type { ArticleDto } from '@/api/generated/models';
import { BLOG_HEADER_SIZE, type ImageUrlOptions, optimizeImageUrl, responsiveSrcSet } from '@/components/image/image-url';
import { ImageWithFallback } from '@/components/image/image-with-fallback';

interface ArticleImageProps {
  article: Pick<ArticleDto, 'imageUrl' | 'title'>;
  /** The `sizes` attribute: how wide the image is drawn on this page. */
  sizes: string;
  /** Fallback `src` size for browsers without srcset; the frame keeps the blog header's 2:1 shape. */
  srcSize?: ImageUrlOptions;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** An article's header picture, in the blog header's 2:1 frame with the responsive widths. */
export function ArticleImage({ article, sizes, srcSize = BLOG_HEADER_SIZE, priority = false, sx }: ArticleImageProps) {
  return (
    <ImageWithFallback
      src={optimizeImageUrl(article.imageUrl, srcSize)}
      srcSet={responsiveSrcSet(article.imageUrl) || undefined}
      sizes={sizes}
      alt={article.title}
      width={BLOG_HEADER_SIZE.width}
      height={BLOG_HEADER_SIZE.height}
      priority={priority}
      sx={sx}
    />
  );
}
