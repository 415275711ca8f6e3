import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../database/entity-columns';

@Entity('contacts')
export class Contact {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  name: string;

  @Column({ length: LEN.email })
  email: string;

  @Column({ length: LEN.name })
  subject: string;

  @Column('text')
  message: string;

  @CreateDateColumn()
  createdAt: Date;
}
