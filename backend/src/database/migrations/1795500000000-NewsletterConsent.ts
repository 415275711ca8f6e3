import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterConsent1795500000000 implements MigrationInterface {
  name = 'NewsletterConsent1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`consentedAt\` datetime(6) NULL
        `);
    // Before consent was recorded the sign-up itself was the consent, and the home page held the only form.
    await queryRunner.query(`
            UPDATE \`newsletters\` SET \`consentedAt\` = \`createdAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            MODIFY \`consentedAt\` datetime(6) NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`source\` varchar(20) NOT NULL DEFAULT 'home'
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ALTER \`source\` DROP DEFAULT
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`unsubscribedAt\` datetime(6) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`unsubscribedAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`source\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`consentedAt\`
        `);
  }
}
