import { Module } from '@nestjs/common';
import { Transactions } from '../database/transactions';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({ controllers: [ContactController], providers: [ContactRepository, ContactService, Transactions] })
export class ContactModule {}
