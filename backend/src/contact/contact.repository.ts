import { Injectable } from '@nestjs/common';
import { DeepPartial, EntityManager } from 'typeorm';
import { Contact } from './contact.entity';

/** The visitors' messages (table `contacts`). */
@Injectable()
export class ContactRepository {
  /** Saves a message inside the caller's transaction (the outbox e-mail to the owner is queued in the same one). */
  save(manager: EntityManager, fields: DeepPartial<Contact>): Promise<Contact> {
    const repo = manager.getRepository(Contact);
    return repo.save(repo.create(fields));
  }
}
