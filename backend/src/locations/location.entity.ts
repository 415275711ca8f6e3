import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../database/entity-columns';

@Entity('locations')
export class Location {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  name: string;

  @Column({ length: LEN.name })
  region: string;

  @Column('text')
  description: string;

  @Column({ length: LEN.short })
  waterTemp: string;

  @Column({ length: LEN.short })
  visibility: string;

  @Column({ length: LEN.name })
  bestTime: string;

  @Column({ length: LEN.short })
  depth: string;

  @Column({ length: LEN.short })
  difficulty: string;

  @Column({ length: LEN.url })
  imageUrl: string;

  @Column({ type: 'varchar', length: LEN.short, nullable: true })
  mapCoordinates: string | null;

  @Column({ default: false })
  featured: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
