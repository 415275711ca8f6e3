import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A newsletter issue may carry "Best sites this weekend": whether it does, from which state, and the
 * section as it was sent. Existing issues go without it.
 */
export class NewsletterWeekendSites1796410000001 implements MigrationInterface {
  name = 'NewsletterWeekendSites1796410000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletter_issues\`
            ADD \`weekendSites\` tinyint NOT NULL DEFAULT 0
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletter_issues\`
            ADD \`weekendState\` varchar(8) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletter_issues\`
            ADD \`weekendSection\` text NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletter_issues\` DROP COLUMN \`weekendSection\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletter_issues\` DROP COLUMN \`weekendState\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletter_issues\` DROP COLUMN \`weekendSites\`
        `);
  }
}
