import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { CapitaliseDiveSiteNames1795600000000 } from '../src/database/migrations/1795600000000-CapitaliseDiveSiteNames';
import { OwnProductPictures1795600000001 } from '../src/database/migrations/1795600000001-OwnProductPictures';
import { Product } from '../src/products/product.entity';
import { ENTITIES } from '../src/app/entities';
import { readSeedCsv, toSeedRows } from '../src/seed/dive-site-csv';
import { seedContentHash } from '../src/seed/seed-content-hash';
import { SeedService } from '../src/seed/seed.service';
import { DiveSite } from '../src/dive-sites/dive-site.entity';
import { createTestDatabase } from './support/test-database';

/** The one template sentence the earlier seeder gave most plain listings. */
const OLD_TEMPLATE =
  'A dive site logged by the OpenDiveMap community. Divers report a maximum depth of 18 m, within the 18 m limit of an Open Water certification.';

describe(CapitaliseDiveSiteNames1795600000000.name, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  const dataSource = (migrations: typeof MIGRATIONS) =>
    new DataSource({ type: 'mysql', url: db.url, entities: ENTITIES, migrations, migrationsTableName: 'migrations', timezone: 'Z' });

  it('capitalises stored all-lower-case names; the seed refresh then rewrites old template descriptions but never an owner-edited one', async () => {
    const seeds = new Map(toSeedRows(readSeedCsv()).map((row) => [row.seed.name, row.seed]));
    // As the earlier release stored them: the data's lower-case name and the template sentence.
    const asStoredBefore = (name: string, description: string, editedByOwner = false) => {
      const { seedHash: _new, ...seed } = seeds.get(name)!;
      const written = { ...seed, description: OLD_TEMPLATE };
      return {
        ...seed,
        name: name.toLowerCase(),
        description,
        seedHash: seedContentHash(editedByOwner ? written : { ...seed, description }),
      };
    };
    const upTo = MIGRATIONS.indexOf(CapitaliseDiveSiteNames1795600000000);
    const before = dataSource(MIGRATIONS.slice(0, upTo));
    await before.initialize();
    await before.runMigrations();
    // Today's entity writes and reads columns that later migrations add: the old table gets them here.
    await before.query(
      "ALTER TABLE dive_sites ADD state varchar(8) NOT NULL DEFAULT '', ADD slackOffsetMinutes int NULL, ADD exposure_open_km text NULL, ADD exposure_source varchar(8) NULL, ADD slack_offset_source varchar(8) NULL",
    );
    await before
      .getRepository(DiveSite)
      .insert([
        asStoredBefore('Cockatoo Point', OLD_TEMPLATE),
        asStoredBefore('Loadstone Reef', OLD_TEMPLATE),
        asStoredBefore("Sue's Groyne", 'Our favourite night dive: octopus under the rocks.', true),
        { ...asStoredBefore('Cockatoo Point', 'An owner-added site.', true), name: 'McKenzies reef', latitude: '-30', longitude: '150' },
      ]);
    await before.destroy();

    const after = dataSource(MIGRATIONS.slice(0, upTo + 1));
    await after.initialize();
    try {
      await after.runMigrations();
      await new SeedService(after).refreshSeededDiveSites();
      const stored = await after.getRepository(DiveSite).find({ order: { id: 'ASC' } });
      expect(stored.map((site) => [site.name, site.description])).toEqual([
        ['Cockatoo Point', seeds.get('Cockatoo Point')!.description],
        ['Loadstone Reef', seeds.get('Loadstone Reef')!.description],
        ["Sue's Groyne", 'Our favourite night dive: octopus under the rocks.'],
        ['McKenzies reef', 'An owner-added site.'],
      ]);
      expect(stored[0].description).not.toBe(stored[1].description);
    } finally {
      await after.destroy();
    }
  });
});

describe(OwnProductPictures1795600000001.name, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('moves seeded products off the shared picture, and leaves a picture the owner chose', async () => {
    const upTo = MIGRATIONS.indexOf(OwnProductPictures1795600000001);
    const make = (migrations: typeof MIGRATIONS) =>
      new DataSource({ type: 'mysql', url: db.url, entities: ENTITIES, migrations, migrationsTableName: 'migrations', timezone: 'Z' });
    const before = make(MIGRATIONS.slice(0, upTo));
    await before.initialize();
    await before.runMigrations();
    // Today's entity writes columns later migrations add: the old table gets them here.
    await before.query('ALTER TABLE products ADD reviewId int NULL, ADD specs text NULL');
    const product = { category: 'masks', description: 'A mask.', price: '69.00', rating: '4.5', reviewCount: 1, affiliateLink: '' };
    await before.getRepository(Product).insert([
      { ...product, name: 'Cressi F1 Frameless Mask', imageUrl: '/images/gear/mask.svg' },
      { ...product, name: 'Scubapro Synergy 2 Twin Trufit Mask', imageUrl: 'https://img.example.com/owner-photo.jpg' },
    ]);
    await before.destroy();
    const after = make(MIGRATIONS.slice(0, upTo + 1));
    await after.initialize();
    try {
      await after.runMigrations();
      const stored = await after.getRepository(Product).find({ order: { id: 'ASC' } });
      expect(stored.map((p) => p.imageUrl)).toEqual(['/images/gear/cressi-f1-frameless.svg', 'https://img.example.com/owner-photo.jpg']);
    } finally {
      await after.destroy();
    }
  });
});
