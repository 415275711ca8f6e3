import { MigrationInterface, QueryRunner } from 'typeorm';

export class AnalyticsSettings1796100000001 implements MigrationInterface {
  name = 'AnalyticsSettings1796100000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`analytics_settings\` (
                \`id\` int NOT NULL,
                \`weeklySummary\` tinyint NOT NULL DEFAULT 1,
                \`lastSummaryWeek\` varchar(10) NOT NULL DEFAULT '',
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`analytics_settings\`
        `);
  }
}
