import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContentVersions1795450788472 implements MigrationInterface {
  name = 'ContentVersions1795450788472';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`content_versions\` (
                \`topic\` varchar(32) NOT NULL,
                \`version\` bigint NOT NULL DEFAULT '0',
                PRIMARY KEY (\`topic\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`content_versions\`
        `);
  }
}
