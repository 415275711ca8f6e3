import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who set a dive site's slack offset: 'seed' or 'owner'. Every offset stored before this was the
 * owner's (nothing seeded one), so those are marked 'owner'; the start-up seed then gives the Port
 * Phillip Heads sites that have none theirs (seed/content/heads-slack.ts).
 */
export class DiveSiteSlackOffsetSource1796410000000 implements MigrationInterface {
  name = 'DiveSiteSlackOffsetSource1796410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\`
            ADD \`slack_offset_source\` varchar(8) NULL
        `);
    await queryRunner.query("UPDATE `dive_sites` SET `slack_offset_source` = 'owner' WHERE `slackOffsetMinutes` IS NOT NULL");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\` DROP COLUMN \`slack_offset_source\`
        `);
  }
}
