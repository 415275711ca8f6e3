import { MigrationInterface, QueryRunner } from 'typeorm';

export class Analytics1795990000000 implements MigrationInterface {
  name = 'Analytics1795990000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`analytics_daily\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`day\` varchar(10) NOT NULL,
                \`metric\` varchar(16) NOT NULL,
                \`key\` varchar(191) NOT NULL DEFAULT '',
                \`detail\` varchar(191) NOT NULL DEFAULT '',
                \`count\` int NOT NULL DEFAULT '0',
                \`visitors\` int NOT NULL DEFAULT '0',
                INDEX \`IDX_analytics_daily_metric_day\` (\`metric\`, \`day\`),
                UNIQUE INDEX \`UQ_analytics_daily_key\` (\`day\`, \`metric\`, \`key\`, \`detail\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`analytics_events\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`day\` varchar(10) NOT NULL,
                \`kind\` varchar(16) NOT NULL,
                \`path\` varchar(191) NOT NULL,
                \`referrer\` varchar(191) NOT NULL DEFAULT '',
                \`utmSource\` varchar(100) NOT NULL DEFAULT '',
                \`utmMedium\` varchar(100) NOT NULL DEFAULT '',
                \`utmCampaign\` varchar(100) NOT NULL DEFAULT '',
                \`device\` varchar(8) NOT NULL DEFAULT '',
                \`term\` varchar(100) NOT NULL DEFAULT '',
                \`results\` int NULL,
                \`visitor\` varchar(16) NOT NULL DEFAULT '',
                INDEX \`IDX_analytics_events_day_kind\` (\`day\`, \`kind\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`analytics_rollups\` (
                \`day\` varchar(10) NOT NULL,
                \`rolledAt\` datetime NOT NULL,
                PRIMARY KEY (\`day\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`analytics_salts\` (
                \`day\` varchar(10) NOT NULL,
                \`salt\` varchar(64) NOT NULL,
                PRIMARY KEY (\`day\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`analytics_salts\`
        `);
    await queryRunner.query(`
            DROP TABLE \`analytics_rollups\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_analytics_events_day_kind\` ON \`analytics_events\`
        `);
    await queryRunner.query(`
            DROP TABLE \`analytics_events\`
        `);
    await queryRunner.query(`
            DROP INDEX \`UQ_analytics_daily_key\` ON \`analytics_daily\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_analytics_daily_metric_day\` ON \`analytics_daily\`
        `);
    await queryRunner.query(`
            DROP TABLE \`analytics_daily\`
        `);
  }
}
