import { MigrationInterface, QueryRunner } from 'typeorm';

export class OutboxMessages1795668845630 implements MigrationInterface {
  name = 'OutboxMessages1795668845630';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`outbox_messages\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`kind\` varchar(20) NOT NULL,
                \`recipient\` varchar(254) NOT NULL,
                \`subject\` varchar(255) NOT NULL,
                \`html\` mediumtext NULL,
                \`text\` mediumtext NULL,
                \`headers\` text NULL,
                \`status\` varchar(12) NOT NULL DEFAULT 'queued',
                \`attempts\` int NOT NULL DEFAULT '0',
                \`nextAttemptAt\` datetime(6) NOT NULL,
                \`claimToken\` varchar(36) NULL,
                \`lockedUntil\` datetime(6) NULL,
                \`lastError\` varchar(500) NULL,
                \`sentAt\` datetime(6) NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`subscriberId\` int NULL,
                \`issueId\` int NULL,
                INDEX \`IDX_7ff18b989dd52f94da64036314\` (\`claimToken\`),
                UNIQUE INDEX \`IDX_76ff498368f45d470d8e6f2558\` (\`issueId\`, \`subscriberId\`),
                INDEX \`IDX_9000793608d0e390a7ce08043f\` (\`status\`, \`nextAttemptAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_9000793608d0e390a7ce08043f\` ON \`outbox_messages\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_76ff498368f45d470d8e6f2558\` ON \`outbox_messages\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_7ff18b989dd52f94da64036314\` ON \`outbox_messages\`
        `);
    await queryRunner.query(`
            DROP TABLE \`outbox_messages\`
        `);
  }
}
