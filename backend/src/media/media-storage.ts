import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { S3MediaConfig } from '../config/app-config';
import { MEDIA_FILE, MEDIA_KEY } from '@ddu/shared/media/media-names';
import { ProcessedVariant } from './media-processing';

/** Variants never change (their names come from the content), so anyone may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Where a photo's variants live: a folder on disk, or an S3-compatible bucket. */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** The address visitors use for one file of a photo. */
  urlOf(key: string, file: string): string;
  put(key: string, variants: ProcessedVariant[]): Promise<void>;
  remove(key: string, files: string[]): Promise<void>;
}

function assertSafe(key: string, file?: string): void {
  // Names are built by the server, but a wrong one must never reach the file system or bucket.
  if (!MEDIA_KEY.test(key) || (file !== undefined && !MEDIA_FILE.test(file))) throw new Error(`Invalid media name ${key}/${file}`);
}

export class DiskMediaStorage implements MediaStorage {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  urlOf(key: string, file: string): string {
    return `/media/${key}/${file}`;
  }

  /** Written to a temporary folder and renamed into place, so a half-written photo is never served. */
  async put(key: string, variants: ProcessedVariant[]): Promise<void> {
    assertSafe(key);
    await fs.mkdir(this.dir, { recursive: true });
    const target = path.join(this.dir, key);
    const temp = await fs.mkdtemp(path.join(this.dir, '.upload-'));
    try {
      for (const v of variants) {
        assertSafe(key, v.file);
        await fs.writeFile(path.join(temp, v.file), v.body);
      }
      await fs.rm(target, { recursive: true, force: true });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { recursive: true, force: true });
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafe(key);
    await fs.rm(path.join(this.dir, key), { recursive: true, force: true });
  }

  /** The file behind /media/<key>/<file>, or null when the names are not ours. */
  filePath(key: string, file: string): string | null {
    if (!MEDIA_KEY.test(key) || !MEDIA_FILE.test(file)) return null;
    return path.join(this.dir, key, file);
  }
}

export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3MediaConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  private objectKey(key: string, file: string): string {
    return `media/${key}/${file}`;
  }

  urlOf(key: string, file: string): string {
    return `${this.config.publicBaseUrl}/${this.objectKey(key, file)}`;
  }

  async put(key: string, variants: ProcessedVariant[]): Promise<void> {
    for (const v of variants) {
      assertSafe(key, v.file);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key, v.file),
          Body: v.body,
          ContentType: v.contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    }
  }

  async remove(key: string, files: string[]): Promise<void> {
    // One request per file: multi-object delete needs Content-MD5, which not every S3-compatible server checks alike.
    for (const file of files) {
      assertSafe(key, file);
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key, file) }));
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
