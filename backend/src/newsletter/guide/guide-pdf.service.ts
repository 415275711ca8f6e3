import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PublicFile } from '../../common/public-cache/public-file';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Block, parseMarkup } from '../markup-blocks';
import { NewsletterRepository } from '../newsletter.repository';

export const GUIDE_PDF_PATH = '/api/newsletter/guide.pdf';
export const GUIDE_FILENAME = 'dive-down-under-first-dive-trip-guide.pdf';
export const GUIDE_MISSING_MESSAGE = 'The free guide is not available at the moment. Please try again later.';
/** A worker that takes longer than this has hung; the request gets a 503-like error and the next one tries again. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The free guide as a PDF, rendered from the guide article (so the owner edits it like any article)
 * and kept in the public read cache (@PublicCached on its route): built once per change of the articles,
 * then served as is.
 */
@Injectable()
export class GuidePdfService {
  constructor(
    private readonly newsletter: NewsletterRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The guide's title as it stands (the confirmation e-mail names it). */
  async title(): Promise<string> {
    const article = await this.newsletter.findGuideArticle(false);
    return article?.title ?? '10 Must-Have Items for Your First Dive Trip';
  }

  /** The PDF of the published guide article; 404 while it is not published. */
  async pdf(): Promise<PublicFile> {
    const article = await this.newsletter.findGuideArticle(true);
    if (!article) throw new NotFoundException(GUIDE_MISSING_MESSAGE);
    const body = await renderGuidePdf({
      title: article.title,
      excerpt: article.excerpt,
      siteName: 'Dive Down Under',
      siteUrl: this.config.publicUrl,
      blocks: parseMarkup(article.content, this.config.publicUrl).filter((b) => b.type !== 'image' || /\.(jpe?g|png)$/i.test(b.src)),
    });
    return new PublicFile('application/pdf', body, { 'content-disposition': `inline; filename="${GUIDE_FILENAME}"` });
  }
}

export interface GuideDocument {
  title: string;
  excerpt: string;
  siteName: string;
  siteUrl: string;
  blocks: Block[];
}

/** Runs guide-pdf.worker.mjs (copied next to the compiled service by nest-cli.json's assets). */
export function renderGuidePdf(input: GuideDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'guide-pdf.worker.mjs'), { workerData: input });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('Rendering the guide PDF took too long.'));
    }, RENDER_TIMEOUT_MS);
    worker.once('message', (bytes: Uint8Array) => {
      clearTimeout(timer);
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`The guide PDF worker stopped with code ${code}.`));
    });
  });
}
