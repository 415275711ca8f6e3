import { MigrationInterface, QueryRunner } from 'typeorm';

/** A seller link that gave no answer is "could not check", not "unreachable": no verdict on the link. */
export class LinkCheckCouldNotCheck1795668800000 implements MigrationInterface {
  name = 'LinkCheckCouldNotCheck1795668800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE \`link_checks\` SET \`outcome\` = 'could_not_check' WHERE \`outcome\` = 'unreachable'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE \`link_checks\` SET \`outcome\` = 'unreachable' WHERE \`outcome\` = 'could_not_check'`);
  }
}
