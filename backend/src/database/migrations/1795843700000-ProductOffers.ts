import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sellers' offers of products and every price reading. Each existing product's typed price and
 * affiliate link become its first offer (named after the link's site, "Seller" without one), with
 * that price as the first reading, so nothing the owner entered is lost and the shop shows the
 * same prices as before.
 */
export class ProductOffers1795843700000 implements MigrationInterface {
  name = 'ProductOffers1795843700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`product_offers\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`productId\` int NOT NULL,
                \`sellerName\` varchar(100) NOT NULL,
                \`affiliateUrl\` varchar(2048) NOT NULL DEFAULT '',
                \`price\` decimal(10,2) NULL,
                \`currency\` varchar(3) NOT NULL DEFAULT 'AUD',
                \`inStock\` tinyint NOT NULL DEFAULT 1,
                \`checkedAt\` datetime NULL,
                \`gtin\` varchar(14) NOT NULL DEFAULT '',
                \`sku\` varchar(64) NOT NULL DEFAULT '',
                \`ownersPick\` tinyint NOT NULL DEFAULT 0,
                \`flag\` varchar(32) NOT NULL DEFAULT '',
                \`flagDetail\` varchar(255) NOT NULL DEFAULT '',
                \`flaggedAt\` datetime NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_product_offers_product\` (\`productId\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`product_offer_prices\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`offerId\` int NOT NULL,
                \`productId\` int NOT NULL,
                \`price\` decimal(10,2) NULL,
                \`currency\` varchar(3) NOT NULL DEFAULT '',
                \`availability\` varchar(16) NOT NULL DEFAULT 'unknown',
                \`source\` varchar(16) NOT NULL,
                \`flag\` varchar(32) NOT NULL DEFAULT '',
                \`checkedAt\` datetime NOT NULL,
                INDEX \`IDX_product_offer_prices_offer_time\` (\`offerId\`, \`checkedAt\`),
                INDEX \`IDX_product_offer_prices_product_time\` (\`productId\`, \`checkedAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_offers\`
            ADD CONSTRAINT \`FK_9cbedcf16abd5715a1b84686531\` FOREIGN KEY (\`productId\`) REFERENCES \`products\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_offer_prices\`
            ADD CONSTRAINT \`FK_5a08764c7547f85a3106d034964\` FOREIGN KEY (\`offerId\`) REFERENCES \`product_offers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    // The link's host without "www." names the seller until the owner renames it.
    await queryRunner.query(`
            INSERT INTO \`product_offers\` (\`productId\`, \`sellerName\`, \`affiliateUrl\`, \`price\`, \`currency\`, \`inStock\`, \`checkedAt\`)
            SELECT \`id\`,
                CASE WHEN \`host\` = '' THEN 'Seller' WHEN \`host\` LIKE 'www.%' THEN LEFT(SUBSTRING(\`host\`, 5), 100) ELSE LEFT(\`host\`, 100) END,
                \`link\`, \`price\`, 'AUD', 1, UTC_TIMESTAMP()
            FROM (
                SELECT \`id\`, \`price\`, TRIM(\`affiliateLink\`) AS \`link\`,
                    CASE WHEN TRIM(\`affiliateLink\`) = '' THEN ''
                        ELSE LOWER(SUBSTRING_INDEX(SUBSTRING_INDEX(SUBSTRING_INDEX(SUBSTRING_INDEX(TRIM(\`affiliateLink\`), '://', -1), '/', 1), '?', 1), '#', 1))
                    END AS \`host\`
                FROM \`products\`
            ) AS \`typed\`
            ORDER BY \`id\`
        `);
    await queryRunner.query(`
            INSERT INTO \`product_offer_prices\` (\`offerId\`, \`productId\`, \`price\`, \`currency\`, \`availability\`, \`source\`, \`flag\`, \`checkedAt\`)
            SELECT \`id\`, \`productId\`, \`price\`, \`currency\`, 'in_stock', 'owner', '', \`checkedAt\` FROM \`product_offers\`
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`product_offer_prices\` DROP FOREIGN KEY \`FK_5a08764c7547f85a3106d034964\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`product_offers\` DROP FOREIGN KEY \`FK_9cbedcf16abd5715a1b84686531\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product_offer_prices\`
        `);
    await queryRunner.query(`
            DROP TABLE \`product_offers\`
        `);
  }
}
