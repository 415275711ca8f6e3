import { MigrationInterface, QueryRunner } from 'typeorm';

/** `k1` and `K1` are two Idempotency-Keys: the key column compares bytes, not letters without case. */
export class IdempotencyKeyByteForByte1795700000000 implements MigrationInterface {
  name = 'IdempotencyKeyByteForByte1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`idempotency_keys\` MODIFY \`key\` varchar(255) COLLATE utf8mb4_bin NOT NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Keys that differ only in case would collide under the old collation: those rows go first.
    await queryRunner.query(`
            DELETE FROM \`idempotency_keys\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`idempotency_keys\` MODIFY \`key\` varchar(255) COLLATE utf8mb4_unicode_ci NOT NULL
        `);
  }
}
