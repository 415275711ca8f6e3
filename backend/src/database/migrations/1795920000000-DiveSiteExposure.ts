import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each dive site's exposure: kilometres of open water toward 16 compass points (JSON text) and who set
 * them. Existing rows get nulls here; the start-up seed then computes every site that has none.
 */
export class DiveSiteExposure1795920000000 implements MigrationInterface {
  name = 'DiveSiteExposure1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\`
            ADD \`exposure_open_km\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\`
            ADD \`exposure_source\` varchar(8) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\` DROP COLUMN \`exposure_source\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\` DROP COLUMN \`exposure_open_km\`
        `);
  }
}
