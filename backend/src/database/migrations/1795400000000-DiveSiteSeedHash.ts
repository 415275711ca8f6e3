import { MigrationInterface, QueryRunner } from 'typeorm';

export class DiveSiteSeedHash1795400000000 implements MigrationInterface {
  name = 'DiveSiteSeedHash1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\`
            ADD \`seedHash\` varchar(64) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`dive_sites\` DROP COLUMN \`seedHash\`
        `);
  }
}
