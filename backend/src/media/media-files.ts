import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { sendError } from '../common/errors/error-body';
import { DiskMediaStorage, IMMUTABLE_CACHE } from './media-storage';

const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

function notFound(reply: FastifyReply) {
  return sendError(reply, { statusCode: 404, message: 'No photo is stored at this address.' });
}

/**
 * Serves disk-stored variants at /media/<key>/<file>. Both names must match the server's own
 * patterns (hex hash, digits, one of three extensions), so no request can name a path outside the
 * media folder. The names come from the content, so the files are cached for a year.
 */
export function registerMediaFiles(app: NestFastifyApplication, storage: DiskMediaStorage): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.get('/media/:key/:file', async (request: FastifyRequest, reply: FastifyReply) => {
    const { key, file } = request.params as { key: string; file: string };
    const filePath = storage.filePath(key, file);
    if (!filePath) return notFound(reply);
    let size: number;
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return notFound(reply);
      size = info.size;
    } catch {
      return notFound(reply);
    }
    return reply
      .header('content-type', CONTENT_TYPES[file.split('.').pop()!]!)
      .header('content-length', size)
      .header('cache-control', IMMUTABLE_CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(filePath));
  });
}
