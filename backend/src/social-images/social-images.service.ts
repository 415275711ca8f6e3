import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { renderAsync } from '@resvg/resvg-js';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { mediaVariantUrl, parseMediaUrl } from '@ddu/shared/media/media-names';
import { socialCardSvg, type SocialCard } from './social-card-svg';
import { SocialImagesRepository } from './social-images.repository';

export interface SocialImage {
  png: Buffer;
  etag: string;
}

/** Cards are small (~60 KB) and few; this bounds memory under a flood of distinct slugs. */
const MAX_CACHED = 200;

/** Inter (SIL Open Font License), shipped in an npm package: the cards never depend on the machine's fonts. */
const FONT_FILES = ['700Bold/Inter_700Bold.ttf', '400Regular/Inter_400Regular.ttf'].map((file) =>
  require.resolve(`@expo-google-fonts/inter/${file}`),
);

/**
 * Raster share images (PNG, 1200×630) for link previews, which do not show SVG: one per article and
 * review, made from its title and its uploaded photo or illustration, and the site's default. Drawn once per content
 * version and kept in memory.
 */
@Injectable()
export class SocialImagesService {
  private readonly cache = new Map<string, Promise<SocialImage>>();

  constructor(
    private readonly content: SocialImagesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  siteDefault(): Promise<SocialImage> {
    return this.draw({
      title: "Australia's scuba diving guide: gear reviews, dive sites and learning to dive",
      eyebrow: 'Scuba diving in Australia',
    });
  }

  async article(slug: string): Promise<SocialImage> {
    const article = await this.content.findPublishedArticle(slug);
    if (!article) throw new NotFoundException('Article not found');
    return await this.draw({ title: article.title, eyebrow: 'Diving Blog', art: await this.art(article.imageUrl) });
  }

  async review(slug: string): Promise<SocialImage> {
    const review = await this.content.findPublishedReview(slug);
    if (!review) throw new NotFoundException('Review not found');
    return await this.draw({ title: review.title, eyebrow: 'Gear Review', art: await this.art(review.imageUrl) });
  }

  /** The owner's uploaded photo, else our own illustration; pasted remote images are left out. */
  private async art(imageUrl: string | null | undefined): Promise<SocialCard['art']> {
    const jpeg = await this.uploadedPhoto(imageUrl);
    if (jpeg) return { kind: 'photo', jpeg };
    const svg = this.illustration(imageUrl);
    return svg ? { kind: 'illustration', svg } : undefined;
  }

  /** The smallest JPEG variant that fills the card's frame, from the media folder or the bucket. */
  private async uploadedPhoto(imageUrl: string | null | undefined): Promise<Buffer | undefined> {
    const photo = parseMediaUrl(imageUrl);
    if (!photo) return undefined;
    const variant = mediaVariantUrl(photo, 480, 'jpg');
    const file = variant.slice(variant.lastIndexOf('/') + 1);
    try {
      if (variant.startsWith('/media/')) return await fs.promises.readFile(path.join(this.config.media.dir, photo.key, file));
      const s3 = this.config.media.s3;
      if (!s3 || !variant.startsWith(`${s3.publicBaseUrl}/`)) return undefined;
      const res = await fetch(variant, { signal: AbortSignal.timeout(5000) });
      return res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
    } catch {
      return undefined; // A photo that went missing: the card is drawn without it.
    }
  }

  /** Our own SVG illustrations ship with the site. */
  private illustration(imageUrl: string | null | undefined): string | undefined {
    const url = imageUrl?.trim() ?? '';
    if (!/^\/images\/[\w/-]+\.svg$/.test(url)) return undefined;
    const file = path.join(this.config.frontendDist, url);
    if (!file.startsWith(this.config.frontendDist + path.sep) || !fs.existsSync(file)) return undefined;
    return fs.readFileSync(file, 'utf8');
  }

  /** Drawn off the event loop (about a second of work), once per distinct card; concurrent asks share it. */
  private draw(card: SocialCard): Promise<SocialImage> {
    const svg = socialCardSvg(card);
    const key = createHash('sha1').update(svg).digest('base64url');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const image = renderAsync(svg, {
      font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
      fitTo: { mode: 'original' },
    }).then((rendered) => ({ png: rendered.asPng(), etag: `"${key}"` }));
    if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, image);
    image.catch(() => this.cache.delete(key));
    return image;
  }
}
