import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLogAggregation1795451853518 implements MigrationInterface {
  name = 'AuditLogAggregation1795451853518';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\`
            ADD \`lastSeenAt\` datetime(6) NULL
        `);
    // Rows written before aggregation each stand for one event, last seen when it happened.
    await queryRunner.query(`
            UPDATE \`audit_logs\` SET \`lastSeenAt\` = \`timestamp\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\`
            ADD \`count\` int NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\`
            ADD \`groupKey\` varchar(191) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\`
            ADD UNIQUE INDEX \`IDX_140ba668a3469f0245b48d6597\` (\`groupKey\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_08a750240ac2edf8e4a9526155\` ON \`audit_logs\` (\`lastSeenAt\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_8544826d0fd3ee5340e5c82965\` ON \`audit_logs\` (\`action\`, \`lastSeenAt\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_8544826d0fd3ee5340e5c82965\` ON \`audit_logs\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_08a750240ac2edf8e4a9526155\` ON \`audit_logs\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\` DROP INDEX \`IDX_140ba668a3469f0245b48d6597\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\` DROP COLUMN \`groupKey\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\` DROP COLUMN \`count\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`audit_logs\` DROP COLUMN \`lastSeenAt\`
        `);
  }
}
