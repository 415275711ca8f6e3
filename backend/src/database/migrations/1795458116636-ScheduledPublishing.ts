import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduledPublishing1795458116636 implements MigrationInterface {
  name = 'ScheduledPublishing1795458116636';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`articles\`
            ADD \`publishAt\` datetime NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`reviews\`
            ADD \`publishAt\` datetime NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_0eaddd124d08465d72dfe441f1\` ON \`articles\` (\`published\`, \`publishAt\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_59b06de1a87f1be2f51620b4bd\` ON \`reviews\` (\`published\`, \`publishAt\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_59b06de1a87f1be2f51620b4bd\` ON \`reviews\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_0eaddd124d08465d72dfe441f1\` ON \`articles\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`reviews\` DROP COLUMN \`publishAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`articles\` DROP COLUMN \`publishAt\`
        `);
  }
}
