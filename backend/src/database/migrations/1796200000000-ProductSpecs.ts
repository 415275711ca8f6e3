import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each product's key specs (JSON text, e.g. {"thickness":"5 mm"}); existing products start with none. */
export class ProductSpecs1796200000000 implements MigrationInterface {
  name = 'ProductSpecs1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`products\`
            ADD \`specs\` text NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`products\` DROP COLUMN \`specs\`
        `);
  }
}
