import { Module } from '@nestjs/common';
import { ContactMailerService } from './contact-mailer.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({ controllers: [ContactController], providers: [ContactService, ContactMailerService] })
export class ContactModule {}
