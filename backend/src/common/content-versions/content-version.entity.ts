import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per content topic whose version goes up with every admin write to it (in the write's own
 * transaction). Instances compare the versions they last saw to know which cached answers to drop.
 */
@Entity('content_versions')
export class ContentVersion {
  @PrimaryColumn({ length: 32 })
  topic: string;

  /** Compared for equality only: a restored backup that moves it backwards still counts as a change. */
  @Column('bigint', { default: 0 })
  version: string;
}
