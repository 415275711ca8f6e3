import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { LEN } from '../database/entity-columns';

export interface Upload {
  buffer: Buffer;
  filename: string;
  altText: string;
}

/** Room for the multipart framing and the alt text around the file itself. */
const FRAMING_BYTES = 64 * 1024;

export function tooLargeMessage(maxBytes: number): string {
  return `The photo is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please upload a smaller file (phone photos are usually 2–8 MB).`;
}

/**
 * Reads the one `file` part (and the optional `altText` field) of a multipart upload. The size limit
 * is enforced while the file streams in: a declared Content-Length above it is refused before a
 * byte is read, and a file that grows past it is cut off with 413.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + FRAMING_BYTES) throw new PayloadTooLargeException(tooLargeMessage(maxBytes));
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeException('Please send the photo as multipart/form-data, in a field named "file".');
  }
  let buffer: Buffer | undefined;
  let filename = '';
  let altText = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || buffer) {
          await part.toBuffer();
          throw new BadRequestException('Send one photo, in a field named "file".');
        }
        buffer = await part.toBuffer();
        filename = part.filename;
      } else if (part.fieldname === 'altText') {
        altText = String(part.value ?? '').trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException(tooLargeMessage(maxBytes));
    if (code?.startsWith('FST_')) throw new BadRequestException('The upload could not be read. Please choose the photo again.');
    throw error;
  }
  if (!buffer || buffer.length === 0) throw new BadRequestException('Please choose a photo to upload.');
  if (altText.length > LEN.name) throw new BadRequestException(`altText must be shorter than or equal to ${LEN.name} characters`);
  return { buffer, filename: (filename || 'photo').slice(0, LEN.name), altText };
}
