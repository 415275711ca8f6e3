import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first seed gave twelve shop products a picture shared with another product of the same
 * category (two masks on one mask drawing, and so on). Each now has its own bundled drawing. Only a
 * seeded product still on the shared picture is moved, so a photo the owner chose stays; the reviews
 * of those products get the product's drawing the same way.
 */
const PRODUCTS: [name: string, shared: string, own: string][] = [
  ['Cressi F1 Frameless Mask', 'mask', 'cressi-f1-frameless'],
  ['Scubapro Synergy 2 Twin Trufit Mask', 'mask', 'scubapro-synergy-2-twin-trufit'],
  ['Mares Avanti Quattro+ Open Heel Fins', 'fins', 'mares-avanti-quattro-plus'],
  ['Scubapro Seawing Nova Fins', 'fins', 'scubapro-seawing-nova'],
  ['Cressi Supernova Dry Snorkel', 'snorkel', 'cressi-supernova-dry'],
  ['Scubapro Spectra Dry Snorkel', 'snorkel', 'scubapro-spectra-dry'],
  ['Scubapro Everflex YULEX 5 mm Steamer', 'wetsuit', 'scubapro-everflex-yulex-5mm'],
  ['Waterproof W30 2.5 mm Full Suit', 'wetsuit', 'waterproof-w30-2-5mm'],
  ['Apeks XTX50 Regulator', 'regulator', 'apeks-xtx50'],
  ['Scubapro MK25 EVO / S620 Ti Regulator', 'regulator', 'scubapro-mk25-evo-s620ti'],
  ['1.4 m Orange DSMB and Finger Spool Kit', 'accessories', 'dsmb-finger-spool-kit'],
  ['1200-Lumen Rechargeable Dive Torch', 'accessories', 'rechargeable-dive-torch-1200'],
];

const REVIEWS: [slug: string, shared: string, own: string][] = [
  ['mares-avanti-quattro-plus-fins-review', 'fins', 'mares-avanti-quattro-plus'],
  ['scubapro-synergy-2-twin-trufit-mask-review', 'mask', 'scubapro-synergy-2-twin-trufit'],
  ['scubapro-everflex-yulex-5mm-wetsuit-review', 'wetsuit', 'scubapro-everflex-yulex-5mm'],
  ['apeks-xtx50-regulator-review', 'regulator', 'apeks-xtx50'],
];

const picture = (file: string) => `/images/gear/${file}.svg`;

export class OwnProductPictures1795600000001 implements MigrationInterface {
  name = 'OwnProductPictures1795600000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, shared, own] of PRODUCTS) {
      await queryRunner.query('UPDATE `products` SET `imageUrl` = ? WHERE `name` = ? AND `imageUrl` = ?', [
        picture(own),
        name,
        picture(shared),
      ]);
    }
    for (const [slug, shared, own] of REVIEWS) {
      await queryRunner.query('UPDATE `reviews` SET `imageUrl` = ? WHERE `slug` = ? AND `imageUrl` = ?', [
        picture(own),
        slug,
        picture(shared),
      ]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, shared, own] of PRODUCTS) {
      await queryRunner.query('UPDATE `products` SET `imageUrl` = ? WHERE `name` = ? AND `imageUrl` = ?', [
        picture(shared),
        name,
        picture(own),
      ]);
    }
    for (const [slug, shared, own] of REVIEWS) {
      await queryRunner.query('UPDATE `reviews` SET `imageUrl` = ? WHERE `slug` = ? AND `imageUrl` = ?', [
        picture(shared),
        slug,
        picture(own),
      ]);
    }
  }
}
