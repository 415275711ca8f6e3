import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';

interface Req {
  method: string;
  url: string;
}
interface Reply {
  status(code: number): Reply;
  type(t: string): Reply;
  header(k: string, v: string): Reply;
  send(body: unknown): void;
}

/**
 * Paths outside /api that match no file are client-side routes: answer with the SPA's index.html.
 * API paths keep Nest's JSON 404.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  private indexHtml: string | null = null;
  private indexMtimeMs = -1;

  constructor(private readonly frontendDist: string) {}

  catch(exception: NotFoundException, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Req>();
    const reply = ctx.getResponse<Reply>();
    const pathname = req.url.split('?')[0];
    const html = this.loadIndex();
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api') && !path.extname(pathname);
    if (wantsPage && html) {
      reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      return;
    }
    reply.status(404).type('application/json; charset=utf-8').send(exception.getResponse());
  }

  /** Re-read when the file changes, so a rebuilt frontend never points at asset files that are gone. */
  private loadIndex(): string | null {
    const file = path.join(this.frontendDist, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (mtimeMs !== this.indexMtimeMs) {
      this.indexHtml = fs.readFileSync(file, 'utf8');
      this.indexMtimeMs = mtimeMs;
    }
    return this.indexHtml;
  }
}
