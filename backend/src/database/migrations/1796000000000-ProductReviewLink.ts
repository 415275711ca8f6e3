import { reviewsByProduct } from '@ddu/shared/products/review-match';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's link to our review, set by the owner. Until now the shop found a product's review by
 * rule (the same seller page, or a review title naming the product) on every read; existing installs
 * get those same links written once here, so nothing a visitor sees changes, and the owner can then
 * change or remove them. Deleting a review unlinks it.
 */
export class ProductReviewLink1796000000000 implements MigrationInterface {
  name = 'ProductReviewLink1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`products\`
            ADD \`reviewId\` int NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX \`REL_43f54827ac11e8ef7190eae81f\` ON \`products\` (\`reviewId\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`products\`
            ADD CONSTRAINT \`FK_43f54827ac11e8ef7190eae81f0\` FOREIGN KEY (\`reviewId\`) REFERENCES \`reviews\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION
        `);
    const products: { id: number; name: string; affiliateLink: string }[] = await queryRunner.query(
      'SELECT `id`, `name`, `affiliateLink` FROM `products` ORDER BY `id`',
    );
    const reviews: { id: number; title: string; purchaseLink: string }[] = await queryRunner.query(
      'SELECT `id`, `title`, `purchaseLink` FROM `reviews` WHERE `published` = 1 ORDER BY `createdAt` DESC, `id` DESC',
    );
    for (const [productId, review] of reviewsByProduct(products, reviews)) {
      await queryRunner.query('UPDATE `products` SET `reviewId` = ? WHERE `id` = ?', [review.id, productId]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`products\` DROP FOREIGN KEY \`FK_43f54827ac11e8ef7190eae81f0\`
        `);
    await queryRunner.query(`
            DROP INDEX \`REL_43f54827ac11e8ef7190eae81f\` ON \`products\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`products\` DROP COLUMN \`reviewId\`
        `);
  }
}
