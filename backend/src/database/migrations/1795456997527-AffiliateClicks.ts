import { MigrationInterface, QueryRunner } from 'typeorm';

export class AffiliateClicks1795456997527 implements MigrationInterface {
  name = 'AffiliateClicks1795456997527';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`affiliate_clicks\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`targetType\` varchar(16) NOT NULL,
                \`targetId\` int NOT NULL,
                \`placement\` varchar(32) NOT NULL,
                \`referrerPath\` varchar(191) NOT NULL DEFAULT '',
                \`day\` varchar(10) NOT NULL,
                \`clicks\` int NOT NULL DEFAULT '0',
                INDEX \`IDX_affiliate_clicks_day\` (\`day\`),
                UNIQUE INDEX \`UQ_affiliate_clicks_key\` (
                    \`targetType\`,
                    \`targetId\`,
                    \`placement\`,
                    \`referrerPath\`,
                    \`day\`
                ),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`UQ_affiliate_clicks_key\` ON \`affiliate_clicks\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_affiliate_clicks_day\` ON \`affiliate_clicks\`
        `);
    await queryRunner.query(`
            DROP TABLE \`affiliate_clicks\`
        `);
  }
}
