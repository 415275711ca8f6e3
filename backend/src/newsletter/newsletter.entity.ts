import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../database/entity-columns';

@Entity('newsletters')
export class Newsletter {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored trimmed and lower-cased so the unique key also catches case variants. */
  @Column({ length: LEN.email, unique: true })
  email: string;

  @Column({ default: true })
  subscribed: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
