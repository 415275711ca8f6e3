import { MigrationInterface, QueryRunner } from 'typeorm';

export class MediaLibrary1795457288666 implements MigrationInterface {
  name = 'MediaLibrary1795457288666';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`media\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`key\` varchar(64) NOT NULL,
                \`url\` varchar(2048) NOT NULL,
                \`width\` int NOT NULL,
                \`height\` int NOT NULL,
                \`widths\` varchar(64) NOT NULL,
                \`placeholderColor\` varchar(7) NOT NULL,
                \`originalFormat\` varchar(8) NOT NULL,
                \`originalBytes\` int NOT NULL,
                \`storedBytes\` int NOT NULL,
                \`originalName\` varchar(255) NOT NULL,
                \`altText\` varchar(255) NOT NULL DEFAULT '',
                \`storage\` varchar(8) NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_b305063b0a030ab458c128078c\` (\`key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_b305063b0a030ab458c128078c\` ON \`media\`
        `);
    await queryRunner.query(`
            DROP TABLE \`media\`
        `);
  }
}
