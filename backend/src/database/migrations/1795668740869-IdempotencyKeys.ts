import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795668740869 implements MigrationInterface {
  name = 'IdempotencyKeys1795668740869';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`idempotency_keys\` (
                \`userId\` int NOT NULL,
                \`key\` varchar(255) NOT NULL,
                \`fingerprint\` varchar(64) NOT NULL,
                \`statusCode\` int NULL,
                \`responseBody\` mediumtext NULL,
                \`createdAt\` datetime NOT NULL,
                \`expiresAt\` datetime NOT NULL,
                INDEX \`IDX_69cdd42dc83e6208402de6acef\` (\`expiresAt\`),
                PRIMARY KEY (\`userId\`, \`key\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_69cdd42dc83e6208402de6acef\` ON \`idempotency_keys\`
        `);
    await queryRunner.query(`
            DROP TABLE \`idempotency_keys\`
        `);
  }
}
