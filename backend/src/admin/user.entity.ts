import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 100, unique: true })
  username: string;

  /** A bcrypt hash, never the password itself. */
  @Column({ length: 255 })
  password: string;
}
