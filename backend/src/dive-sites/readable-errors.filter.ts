import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { DiveSiteErrorResponseDto } from './dive-sites.dto';

interface ReplyLike {
  status(code: number): ReplyLike;
  send(body: unknown): unknown;
}

function messagesOf(exception: HttpException): string | string[] {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String);
  return exception.message;
}

/**
 * Keeps Nest's error shape ({statusCode, message, error}) but makes `error` and `details` say what
 * went wrong ("name is required; latitude must be a number between -90 and 90") instead of
 * "Bad Request", because the dive-site admin page shows those fields to the owner verbatim.
 */
@Catch(HttpException)
export class ReadableErrorsFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const status = exception.getStatus();
    const message = messagesOf(exception);
    const sentence = Array.isArray(message) ? message.join('; ') : message;
    const body: DiveSiteErrorResponseDto = { statusCode: status, message, error: sentence, details: sentence };
    host.switchToHttp().getResponse<ReplyLike>().status(status).send(body);
  }
}
