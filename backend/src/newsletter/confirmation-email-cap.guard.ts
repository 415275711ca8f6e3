import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../auth/client-info';
import { SiteCapsService } from '../site-caps/site-caps.service';

/** Refuses a sign-up (429) before any work once the site has sent its hour's confirmation e-mails. */
@Injectable()
export class ConfirmationEmailCapGuard implements CanActivate {
  constructor(private readonly caps: SiteCapsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.caps.checkConfirmationEmails(clientInfo(context.switchToHttp().getRequest<FastifyRequest>()));
    return true;
  }
}
