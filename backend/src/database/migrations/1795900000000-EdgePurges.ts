import { MigrationInterface, QueryRunner } from 'typeorm';

/** The queue of shared-cache purges (common/edge): written with each content write, sent once by any instance. */
export class EdgePurges1795900000000 implements MigrationInterface {
  name = 'EdgePurges1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`edge_purges\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`tags\` varchar(255) NOT NULL,
                \`status\` varchar(12) NOT NULL DEFAULT 'queued',
                \`attempts\` int NOT NULL DEFAULT '0',
                \`nextAttemptAt\` datetime(6) NOT NULL,
                \`claimToken\` varchar(36) NULL,
                \`lockedUntil\` datetime(6) NULL,
                \`lastError\` varchar(500) NULL,
                \`sentAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_edge_purges_claim\` (\`claimToken\`),
                INDEX \`IDX_edge_purges_due\` (\`status\`, \`nextAttemptAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`edge_purges\``);
  }
}
