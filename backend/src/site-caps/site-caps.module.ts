import { Global, Module } from '@nestjs/common';
import { SiteCapsService } from './site-caps.service';

/** Hourly caps over all clients together (confirmation e-mails, wrong admin passwords); used by the newsletter and the admin login. */
@Global()
@Module({ providers: [SiteCapsService], exports: [SiteCapsService] })
export class SiteCapsModule {}
