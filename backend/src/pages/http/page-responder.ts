import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { matchesEtag, negotiateEncoding, representationEtag } from '../../common/public-cache/negotiation';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageAnswer {
  status: number;
  html: string;
  /** The admin shell: never stored anywhere. The other shells (429, 500, 503) are asked for again every time. */
  noStore?: boolean;
}

const MAX_REMEMBERED = 16;

/**
 * Sends the server's fixed shells (admin, 429, 500, 503) compressed, with an ETag that answers a repeat
 * visit with 304. Rendered public pages are answered by the public cache instead.
 */
export class PageResponder {
  private readonly compressed = new Map<string, Buffer>();

  async send(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): Promise<void> {
    const bytes = Buffer.from(answer.html, 'utf8');
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    // One strong validator per representation (RFC 9110 8.8.3).
    const etag = representationEtag(`"${createHash('sha1').update(bytes).digest('base64url')}"`, coding);
    reply.code(answer.status);
    reply.header('content-type', 'text/html; charset=utf-8');
    reply.header('vary', 'accept-encoding');
    reply.header('etag', etag);
    reply.header('cache-control', answer.noStore ? 'no-store' : 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return reply.send();
    }
    if (coding === 'identity') return reply.send(bytes);
    reply.header('content-encoding', coding);
    const key = `${coding}${etag}`;
    let body = this.compressed.get(key);
    if (!body) {
      body =
        coding === 'br'
          ? await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : await gzipAsync(bytes);
      // These answers are a handful of fixed shells (admin, 429, 503): each is compressed once.
      if (this.compressed.size >= MAX_REMEMBERED) this.compressed.clear();
      this.compressed.set(key, body);
    }
    return reply.send(body);
  }
}
