import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterSignupPage1795990000001 implements MigrationInterface {
  name = 'NewsletterSignupPage1795990000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`signupPage\` varchar(191) NOT NULL DEFAULT ''
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`signupPage\`
        `);
  }
}
