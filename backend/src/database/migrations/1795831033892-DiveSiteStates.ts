import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each dive site's state or territory. Existing rows get '' here; the start-up fill (SeedService.
 * fillMissingStates) then gives each the state its coordinates lie in, with the same rule the seed uses.
 */
export class DiveSiteStates1795831033892 implements MigrationInterface {
  name = 'DiveSiteStates1795831033892';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\`
            ADD \`state\` varchar(8) NOT NULL DEFAULT ''
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\` DROP COLUMN \`state\`
        `);
  }
}
