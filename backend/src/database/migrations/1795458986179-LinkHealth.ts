import { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkHealth1795458986179 implements MigrationInterface {
  name = 'LinkHealth1795458986179';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`job_leases\` (
                \`name\` varchar(64) NOT NULL,
                \`holder\` varchar(64) NOT NULL DEFAULT '',
                \`until\` datetime NOT NULL,
                PRIMARY KEY (\`name\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`link_checks\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`targetType\` varchar(16) NOT NULL,
                \`targetId\` int NOT NULL,
                \`url\` varchar(2048) NOT NULL,
                \`outcome\` varchar(16) NOT NULL,
                \`status\` int NULL,
                \`finalUrl\` varchar(2048) NOT NULL DEFAULT '',
                \`error\` varchar(255) NOT NULL DEFAULT '',
                \`checkedAt\` datetime NOT NULL,
                UNIQUE INDEX \`UQ_link_checks_target\` (\`targetType\`, \`targetId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`UQ_link_checks_target\` ON \`link_checks\`
        `);
    await queryRunner.query(`
            DROP TABLE \`link_checks\`
        `);
    await queryRunner.query(`
            DROP TABLE \`job_leases\`
        `);
  }
}
