import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LEN } from '../database/entity-columns';

/** One uploaded photo. Its variants live in storage under `key` (see media-names.ts); nothing else is kept. */
@Entity('media')
export class MediaItem {
  @PrimaryGeneratedColumn()
  id: number;

  /** `<16 hex of the original's SHA-256>-<width>x<height>`: the folder of the variants. */
  @Index({ unique: true })
  @Column({ length: 64 })
  key: string;

  /** The address content stores: the largest JPEG variant. */
  @Column({ length: LEN.url })
  url: string;

  /** Intrinsic size of the largest variant (after EXIF rotation). */
  @Column('int')
  width: number;

  @Column('int')
  height: number;

  /** Variant widths, ascending, comma-separated ("480,960,1600"). */
  @Column({ length: 64 })
  widths: string;

  /** The average colour, shown while the photo loads ("#3a6f8c"). */
  @Column({ length: 7 })
  placeholderColor: string;

  /** What the file really was (jpeg, png, webp, avif). */
  @Column({ length: 8 })
  originalFormat: string;

  @Column('int')
  originalBytes: number;

  /** Bytes of every stored variant together. */
  @Column('int')
  storedBytes: number;

  @Column({ length: LEN.name })
  originalName: string;

  @Column({ length: LEN.name, default: '' })
  altText: string;

  @Column({ length: 8 })
  storage: 'disk' | 's3';

  @CreateDateColumn()
  createdAt: Date;
}
