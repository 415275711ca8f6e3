import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sellers' feeds the owner gives by address in the Products tab (before, only the PRICE_FEEDS setting). */
export class PriceFeedSources1796300000000 implements MigrationInterface {
  name = 'PriceFeedSources1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`price_feed_sources\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`sellerName\` varchar(100) NOT NULL,
                \`url\` varchar(500) NOT NULL,
                \`lastFetchedAt\` datetime(6) NULL,
                \`lastResult\` varchar(500) NOT NULL DEFAULT '',
                \`lastOk\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_price_feed_sources_url\` (\`url\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`price_feed_sources\``);
  }
}
