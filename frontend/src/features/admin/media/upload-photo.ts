import type { MediaItemResponseDto } from '@/api/generated/models';
import { errorBodyText } from '@/lib/server-message';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../shared/use-idempotency-key';

/** What the file input offers: iOS converts HEIC photos to JPEG when only these are accepted. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const UPLOAD_FAILED_TEXT = 'The photo could not be uploaded. Please check your connection and try again.';

/**
 * Sends one photo to POST /api/admin/media. XMLHttpRequest rather than the generated fetch hook:
 * fetch reports no upload progress, and the owner on a phone connection needs the progress bar.
 * Each upload carries its own Idempotency-Key (a caller retrying the same upload passes the same one).
 */
export function uploadPhoto(
  file: File,
  altText: string,
  onProgress: (fraction: number) => void,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<MediaItemResponseDto> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('altText', altText);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.withCredentials = true;
    xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) return resolve(xhr.response as MediaItemResponseDto);
      reject(new Error(errorBodyText(xhr.response) ?? UPLOAD_FAILED_TEXT));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_TEXT));
    xhr.send(form);
  });
}

/** "1.2 MB", "340 KB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
