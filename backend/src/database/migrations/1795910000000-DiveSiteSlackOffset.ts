import { MigrationInterface, QueryRunner } from 'typeorm';

/** Minutes from high water to slack water at a site with currents, as the owner sets it; null: no currents noted. */
export class DiveSiteSlackOffset1795910000000 implements MigrationInterface {
  name = 'DiveSiteSlackOffset1795910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\`
            ADD \`slackOffsetMinutes\` int NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\` DROP COLUMN \`slackOffsetMinutes\`
        `);
  }
}
