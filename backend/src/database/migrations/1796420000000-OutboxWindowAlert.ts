import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dive-window alert an outbox message was queued for, so the worker can skip it when the alert was
 * switched off or removed between queuing and sending. Messages queued before have none and go as queued.
 */
export class OutboxWindowAlert1796420000000 implements MigrationInterface {
  name = 'OutboxWindowAlert1796420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`outbox_messages\`
            ADD \`windowAlertId\` int NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`outbox_messages\` DROP COLUMN \`windowAlertId\`
        `);
  }
}
