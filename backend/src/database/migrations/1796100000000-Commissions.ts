import { MigrationInterface, QueryRunner } from 'typeorm';

export class Commissions1796100000000 implements MigrationInterface {
  name = 'Commissions1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`commissions\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`networkId\` int NOT NULL,
                \`day\` varchar(10) NOT NULL,
                \`subId\` varchar(64) NOT NULL DEFAULT '',
                \`amountCents\` int NOT NULL,
                INDEX \`IDX_commissions_network_day\` (\`networkId\`, \`day\`),
                INDEX \`IDX_commissions_day\` (\`day\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`commission_networks\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(64) NOT NULL,
                \`dateColumn\` varchar(64) NOT NULL,
                \`subIdColumn\` varchar(64) NOT NULL,
                \`amountColumn\` varchar(64) NOT NULL,
                UNIQUE INDEX \`UQ_commission_networks_name\` (\`name\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`UQ_commission_networks_name\` ON \`commission_networks\`
        `);
    await queryRunner.query(`
            DROP TABLE \`commission_networks\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_commissions_day\` ON \`commissions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_commissions_network_day\` ON \`commissions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`commissions\`
        `);
  }
}
