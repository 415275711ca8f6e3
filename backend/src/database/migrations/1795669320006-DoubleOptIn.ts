import { MigrationInterface, QueryRunner } from 'typeorm';
import { GUIDE_ARTICLE } from '../seed/content/first-dive-trip-guide';

export class DoubleOptIn1795669320006 implements MigrationInterface {
  name = 'DoubleOptIn1795669320006';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`status\` varchar(12) NOT NULL DEFAULT 'confirmed'
        `);
    // Existing subscribers gave their consent when they signed up (recorded then): they count as confirmed.
    await queryRunner.query(`
            UPDATE \`newsletters\` SET \`status\` = 'unsubscribed' WHERE \`subscribed\` = 0
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`subscribed\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`consentIp\` varchar(45) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`consentUserAgent\` varchar(255) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`pendingSince\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`confirmationSentAt\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`bouncedAt\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` CHANGE \`consentedAt\` \`consentedAt\` datetime(6) NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_beb27ac85a0a24fec72278de99\` ON \`newsletters\` (\`status\`, \`pendingSince\`)
        `);
    // The guide the newsletter promises, as an article the owner can edit. A fresh install gets it
    // from the seed (a non-empty table is not seeded, so it is added here only where articles exist).
    const a = GUIDE_ARTICLE;
    await queryRunner.query(
      `INSERT INTO \`articles\` (\`title\`, \`slug\`, \`excerpt\`, \`content\`, \`category\`, \`imageUrl\`, \`author\`, \`published\`, \`createdAt\`)
             SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? FROM DUAL
             WHERE EXISTS (SELECT 1 FROM \`articles\`) AND NOT EXISTS (SELECT 1 FROM \`articles\` WHERE \`slug\` = ?)`,
      [a.title, a.slug, a.excerpt, a.content, a.category, a.imageUrl, a.author, a.published, new Date(a.createdAt), a.slug],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_beb27ac85a0a24fec72278de99\` ON \`newsletters\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` CHANGE \`consentedAt\` \`consentedAt\` datetime(6) NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`bouncedAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`confirmationSentAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`pendingSince\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`consentUserAgent\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`consentIp\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`subscribed\` tinyint NOT NULL DEFAULT 1
        `);
    await queryRunner.query(`
            UPDATE \`newsletters\` SET \`subscribed\` = 0 WHERE \`status\` <> 'confirmed'
        `);
    await queryRunner.query(`
            DELETE FROM \`newsletters\` WHERE \`consentedAt\` IS NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`status\`
        `);
  }
}
