import { MigrationInterface, QueryRunner } from 'typeorm';

export class GuideSentAt1795672498019 implements MigrationInterface {
  name = 'GuideSentAt1795672498019';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`guideSentAt\` datetime(6) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`guideSentAt\`
        `);
  }
}
