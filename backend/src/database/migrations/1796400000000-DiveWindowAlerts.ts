import { MigrationInterface, QueryRunner } from 'typeorm';

export class DiveWindowAlerts1796400000000 implements MigrationInterface {
  name = 'DiveWindowAlerts1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`dive_window_alerts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`email\` varchar(254) NOT NULL,
                \`scope\` varchar(10) NOT NULL,
                \`target\` varchar(100) NOT NULL,
                \`status\` varchar(12) NOT NULL DEFAULT 'pending',
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`confirmationSentAt\` datetime(6) NULL,
                \`consentedAt\` datetime(6) NULL,
                \`consentIp\` varchar(45) NULL,
                \`consentUserAgent\` varchar(255) NULL,
                \`unsubscribedAt\` datetime(6) NULL,
                \`lastAlertWeek\` varchar(10) NULL,
                INDEX \`IDX_f77382e29f58cba55242bfe622\` (\`status\`),
                UNIQUE INDEX \`IDX_0423bbe6aebbab6807af837bf4\` (\`email\`, \`scope\`, \`target\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_0423bbe6aebbab6807af837bf4\` ON \`dive_window_alerts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_f77382e29f58cba55242bfe622\` ON \`dive_window_alerts\`
        `);
    await queryRunner.query(`
            DROP TABLE \`dive_window_alerts\`
        `);
  }
}
