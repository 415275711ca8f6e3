import { MigrationInterface, QueryRunner } from 'typeorm';

export class DiveSiteForecasts1795679343725 implements MigrationInterface {
  name = 'DiveSiteForecasts1795679343725';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`dive_site_forecasts\` (
                \`siteId\` int NOT NULL,
                \`latitude\` varchar(32) NOT NULL,
                \`longitude\` varchar(32) NOT NULL,
                \`fetchedAt\` datetime NOT NULL,
                \`status\` varchar(16) NOT NULL,
                \`forecast\` mediumtext NULL,
                PRIMARY KEY (\`siteId\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`dive_site_forecasts\`
            ADD CONSTRAINT \`FK_4a35f29c0b99747468ddbc941f2\` FOREIGN KEY (\`siteId\`) REFERENCES \`dive_sites\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_site_forecasts\` DROP FOREIGN KEY \`FK_4a35f29c0b99747468ddbc941f2\`
        `);
    await queryRunner.query(`
            DROP TABLE \`dive_site_forecasts\`
        `);
  }
}
