import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { ProductReviewLink1796000000000 } from '../src/database/migrations/1796000000000-ProductReviewLink';
import { createTestDatabase } from './support/test-database';

describe(ProductReviewLink1796000000000.name, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('writes the links an existing shop showed by rule (seller page, then title), once per review, and drafts get none', async () => {
    const upTo = MIGRATIONS.indexOf(ProductReviewLink1796000000000);
    const source = new DataSource({
      type: 'mysql',
      url: db.url,
      migrations: MIGRATIONS.slice(0, upTo),
      migrationsTableName: 'migrations',
      timezone: 'Z',
    });
    await source.initialize();
    await source.runMigrations();
    const review = (slug: string, title: string, link: string, published: number, createdAt: string) =>
      source.query(
        `INSERT INTO reviews (title, slug, excerpt, content, category, imageUrl, author, published, price, purchaseLink, rating, featured, createdAt)
         VALUES (?, ?, '', '', 'Other', '/x.svg', 'Team', ?, '$1 AUD', ?, '4.5', 0, ?)`,
        [title, slug, published, link, createdAt],
      );
    const product = (name: string, link: string) =>
      source.query(
        `INSERT INTO products (name, category, description, price, rating, reviewCount, affiliateLink, imageUrl, featured)
         VALUES (?, 'fins', 'd', 10, 4.5, 0, ?, '/x.svg', 0)`,
        [name, link],
      );
    await review('fins-old', 'Quattro Fins Review: first look', 'https://shop.example/fins/quattro?aff=1', 1, '2025-01-01');
    await review('fins-new', 'Quattro Fins Review: a year on', 'https://shop.example/fins/quattro?aff=2', 1, '2025-06-01');
    await review('torch', 'Big Torch Review', 'https://other.example/torch', 1, '2025-02-01');
    await review('mask-draft', 'Venom Mask Review', 'https://shop.example/masks/venom', 0, '2025-03-01');
    await product('Quattro Fins', 'https://www.shop.example/fins/quattro/?aff=x');
    await product('Quattro Fins (copy)', 'https://shop.example/fins/quattro');
    await product('Big Torch', '');
    await product('Venom Mask', 'https://shop.example/masks/venom');
    await source.destroy();

    const after = new DataSource({ type: 'mysql', url: db.url, migrations: MIGRATIONS, migrationsTableName: 'migrations', timezone: 'Z' });
    await after.initialize();
    await after.runMigrations();
    const rows: { name: string; slug: string | null }[] = await after.query(
      'SELECT p.name, r.slug FROM products p LEFT JOIN reviews r ON r.id = p.reviewId ORDER BY p.id',
    );
    expect(rows).toEqual([
      { name: 'Quattro Fins', slug: 'fins-new' },
      { name: 'Quattro Fins (copy)', slug: null },
      { name: 'Big Torch', slug: 'torch' },
      { name: 'Venom Mask', slug: null },
    ]);
    // Deleting a review unlinks its product.
    await after.query(`DELETE FROM reviews WHERE slug = 'torch'`);
    expect(await after.query(`SELECT reviewId FROM products WHERE name = 'Big Torch'`)).toEqual([{ reviewId: null }]);
    await after.destroy();
  });
});
