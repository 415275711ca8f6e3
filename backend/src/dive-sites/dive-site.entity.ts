import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, ValueTransformer } from 'typeorm';
import { decimalString } from '../database/column-types';
import { LEN } from '../database/entity-columns';
import { isOpenKm, type ExposureSource } from '@ddu/shared/dive-sites/exposure';

/** The 16 distances are stored as JSON text; anything else read back (a hand edit gone wrong) is "not known". */
const openKmJson: ValueTransformer = {
  to: (value: number[] | null | undefined) => (value === undefined ? undefined : value === null ? null : JSON.stringify(value)),
  from: (value: string | null) => {
    if (value === null || value === undefined) return null;
    try {
      const parsed: unknown = JSON.parse(value);
      return isOpenKm(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
};

/** Who set a site's slack offset (see slackOffsetSource). */
export type SlackOffsetSource = 'seed' | 'owner';

@Entity('dive_sites')
@Index(['featured', 'name'])
export class DiveSite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: LEN.name })
  name: string;

  @Column('decimal', { precision: 10, scale: 8, transformer: decimalString(8) })
  latitude: string;

  @Column('decimal', { precision: 11, scale: 8, transformer: decimalString(8) })
  longitude: string;

  @Column({ length: LEN.short })
  waterTemp: string;

  @Column({ length: 20, default: 'Beginner' })
  skillLevel: string;

  @Column({ length: LEN.short })
  depthRange: string;

  @Column('text')
  description: string;

  @Column({ length: LEN.name })
  region: string;

  /**
   * The state or territory's code ("QLD", "CX": @ddu/shared/dive-sites/states). '' only for a row
   * stored before states existed, until the start-up fill gives it the state of its coordinates.
   */
  @Column({ length: 8, default: '' })
  state: string;

  @Column({ type: 'varchar', length: LEN.short, nullable: true })
  visibility: string | null;

  @Column({ length: LEN.name })
  bestTime: string;

  @Column({ type: 'text', nullable: true })
  marineLife: string | null;

  @Column({ type: 'text', nullable: true })
  hazards: string | null;

  @Column({ type: 'text', nullable: true })
  facilities: string | null;

  @Column({ type: 'varchar', length: LEN.url, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: LEN.url, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'varchar', length: LEN.url, nullable: true })
  videoThumbnail: string | null;

  @Column({ type: 'varchar', length: LEN.url, nullable: true })
  reviewLink: string | null;

  @Column({ default: false })
  featured: boolean;

  /**
   * Minutes from high water (at the nearest tide station) to slack water, for a site with tidal
   * currents (Port Phillip Heads: about +180); null when no currents are noted. docs/window.md.
   */
  @Column({ type: 'int', nullable: true })
  slackOffsetMinutes: number | null;

  /**
   * Who set slackOffsetMinutes: 'seed' (the Port Phillip Heads sites, seed/content/heads-slack.ts) or
   * 'owner' (an admin save that changed it, never overwritten); null: nobody yet. Not part of the API.
   */
  @Column({ name: 'slack_offset_source', type: 'varchar', length: 8, nullable: true })
  slackOffsetSource: SlackOffsetSource | null;

  /**
   * Kilometres of open water toward each of the 16 compass points (@ddu/shared/dive-sites/exposure),
   * capped at 50; null until computed (seed, `npm run exposure -w backend`) or set by the owner.
   */
  @Column({ name: 'exposure_open_km', type: 'text', nullable: true, transformer: openKmJson })
  exposureOpenKm: number[] | null;

  /** Who set exposureOpenKm: 'computed' (the land march, redone by the script) or 'owner' (never overwritten). */
  @Column({ name: 'exposure_source', type: 'varchar', length: 8, nullable: true })
  exposureSource: ExposureSource | null;

  /**
   * SHA-256 of the content the seeder last wrote (see seed/seed-content-hash.ts); null for
   * sites the owner created. Not part of the API.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  seedHash: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
