import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterIssues1795670207420 implements MigrationInterface {
  name = 'NewsletterIssues1795670207420';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`newsletter_issues\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`subject\` varchar(255) NOT NULL,
                \`preheader\` varchar(255) NOT NULL DEFAULT '',
                \`intro\` mediumtext NOT NULL,
                \`articleIds\` text NOT NULL,
                \`reviewIds\` text NOT NULL,
                \`diveSiteIds\` text NOT NULL,
                \`status\` varchar(12) NOT NULL DEFAULT 'draft',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`sendStartedAt\` datetime(6) NULL,
                \`queuedUpTo\` int NOT NULL DEFAULT '0',
                \`queuedAt\` datetime(6) NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`newsletter_issues\`
        `);
  }
}
