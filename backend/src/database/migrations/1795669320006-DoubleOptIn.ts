import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The guide article as it was when this migration was written: a migration is history, so it keeps
 * its own copy and never changes when the seed's text (seed/content/first-dive-trip-guide.ts) is edited.
 */
const GUIDE_ARTICLE = {
  title: '10 Must-Have Items for Your First Dive Trip',
  slug: '10-must-have-items-for-your-first-dive-trip',
  excerpt:
    'What to buy, what to rent and what to leave at home for your first dive trip in Australia: ten items, with honest advice from divers who have made every packing mistake already.',
  content: `Your first dive trip after your course is exciting, and it is easy to spend too much before you go. Dive shops and liveaboards across Australia rent good, serviced gear, so you do not need to own everything. This guide covers the ten things we think matter most, which ones are worth buying now, and which ones you should rent until you know what you like.

## 1. A Mask That Fits Your Face

**Buy it.** A leaking or fogging mask ruins more first dives than anything else, and rental masks are made to fit an average face that may not be yours. Press a mask to your face without the strap and breathe in gently through your nose: if it stays put, it fits. Low-volume masks are easier to clear. Before the trip, clean a new mask's lens with non-gel toothpaste to remove the factory film that causes fogging. See our [Scubapro Synergy 2 Twin Trufit review](/gear-reviews/scubapro-synergy-2-twin-trufit-mask-review) and the masks in our [shop](/shop).

## 2. A Snorkel You Will Actually Carry

**Buy it, it is cheap.** You will use it on surface swims to and from the reef, and in a chop it keeps you breathing easily without wasting tank air. A simple flexible snorkel with a purge valve is enough; fancy dry-top models are nice but not essential.

## 3. Fins Matched to Your Diving

**Rent first, then buy.** Open-heel fins with booties are the Australian standard because most shore entries are over rocks. Full-foot fins suit warm boat dives in Queensland. Try rental fins on a few dives before buying, and look for a pair that moves you without cramping your calves. Our [Mares Avanti Quattro Plus review](/gear-reviews/mares-avanti-quattro-plus-fins-review) explains what a good all-rounder feels like.

## 4. Dive Booties

**Buy them.** They protect your feet on rocky entries and hot boat decks, stop open-heel fins rubbing, and they are personal items most people would rather not share. Choose 3 mm for the tropics and 5 mm for southern waters.

## 5. The Right Exposure Protection

**Rent for your first trips, unless you dive one place often.** Water temperature in Australia ranges from about 17 °C in a Melbourne winter to 29 °C on the northern Great Barrier Reef. A 3 mm suit suits the tropics; Sydney and South Australia usually call for 5 to 7 mm. A wetsuit that fits you well keeps you much warmer than a loose rental, so it is often the first big purchase. Read our [Scubapro Everflex Yulex 5 mm review](/gear-reviews/scubapro-everflex-yulex-5mm-wetsuit-review). In stinger season (roughly November to May in tropical Queensland) wear a full-length suit or stinger suit even when the water is warm.

## 6. A Dive Computer

**Buy one when you can, rent one until then.** A computer tracks your depth, time and no-decompression limit, and it is the single most important safety device you can own, because you learn how it behaves. Many operators now require one. A simple wrist model that shows big, clear numbers is all a beginner needs. Compare our [Mares Puck Pro Plus review](/gear-reviews/mares-puck-pro-plus-review) with the more advanced [Shearwater Teric](/gear-reviews/shearwater-teric-review), and read [How to Choose Your First Dive Computer](/blog/how-to-choose-your-first-dive-computer).

## 7. A BCD That Fits

**Rent it.** A buoyancy control device is expensive, bulky to fly with and very personal. Rent different styles (jacket, back-inflate) on your first trips and notice which one lets you stay level in the water. If you travel a lot, a light travel BCD such as the one in our [Cressi Travelight review](/gear-reviews/cressi-travelight-bcd-review) is worth a look later.

## 8. A Regulator, Serviced by Someone Else

**Rent it for now.** Regulators need a service every year or so, and a rental set from a reputable operator has been serviced for you. Buy your own once you dive several times a year; until then, put that money into a computer or a wetsuit. Our [Apeks XTX50 review](/gear-reviews/apeks-xtx50-regulator-review) explains what to look for when the time comes.

## 9. A Surface Marker Buoy and Whistle

**Buy them.** Currents off the Great Barrier Reef, Ningaloo and New South Wales can carry you away from the boat, and a bright inflatable surface marker buoy (a safety sausage) lets the crew see you from far away. Add a whistle to your BCD. Both are cheap, light and part of being a self-reliant diver; you will find them among the accessories in our [shop](/shop).

## 10. Reef-Safe Sun Protection and a Warm Layer

**Bring your own.** Wear a long-sleeved rash vest and a hat between dives, and use a reef-friendly sunscreen without oxybenzone. Pack a warm jacket or hoodie too: after two dives, even the tropics feel cold on a windy boat deck. Add seasickness tablets if you have never been on a dive boat before, and take them before you leave the harbour.

## Before You Go

Log your dives, check your certification card and dive insurance, and tell the operator what you have and have not dived before. Good operators match you with a guide and site for your level. For where to go, browse our [Australian dive sites](/dive-sites), and if you have a question about any of this gear, [write to us](/contact): we answer every message.`,
  category: 'Tips',
  imageUrl: '/images/blog/great-barrier-reef-trip-planning.svg',
  author: 'Dive Down Under Team',
  published: true,
  createdAt: '2025-07-08T08:00:00.000Z',
};

export class DoubleOptIn1795669320006 implements MigrationInterface {
  name = 'DoubleOptIn1795669320006';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`status\` varchar(12) NOT NULL DEFAULT 'confirmed'
        `);
    // Existing subscribers gave their consent when they signed up (recorded then): they count as confirmed.
    await queryRunner.query(`
            UPDATE \`newsletters\` SET \`status\` = 'unsubscribed' WHERE \`subscribed\` = 0
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`subscribed\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`consentIp\` varchar(45) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`consentUserAgent\` varchar(255) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`pendingSince\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`confirmationSentAt\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`bouncedAt\` datetime(6) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` CHANGE \`consentedAt\` \`consentedAt\` datetime(6) NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_beb27ac85a0a24fec72278de99\` ON \`newsletters\` (\`status\`, \`pendingSince\`)
        `);
    // The guide the newsletter promises, as an article the owner can edit. A fresh install gets it
    // from the seed (a non-empty table is not seeded, so it is added here only where articles exist).
    const a = GUIDE_ARTICLE;
    await queryRunner.query(
      `INSERT INTO \`articles\` (\`title\`, \`slug\`, \`excerpt\`, \`content\`, \`category\`, \`imageUrl\`, \`author\`, \`published\`, \`createdAt\`)
             SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? FROM DUAL
             WHERE EXISTS (SELECT 1 FROM \`articles\`) AND NOT EXISTS (SELECT 1 FROM \`articles\` WHERE \`slug\` = ?)`,
      [a.title, a.slug, a.excerpt, a.content, a.category, a.imageUrl, a.author, a.published, new Date(a.createdAt), a.slug],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_beb27ac85a0a24fec72278de99\` ON \`newsletters\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` CHANGE \`consentedAt\` \`consentedAt\` datetime(6) NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`bouncedAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`confirmationSentAt\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`pendingSince\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`consentUserAgent\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`consentIp\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\`
            ADD \`subscribed\` tinyint NOT NULL DEFAULT 1
        `);
    await queryRunner.query(`
            UPDATE \`newsletters\` SET \`subscribed\` = 0 WHERE \`status\` <> 'confirmed'
        `);
    await queryRunner.query(`
            DELETE FROM \`newsletters\` WHERE \`consentedAt\` IS NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`newsletters\` DROP COLUMN \`status\`
        `);
  }
}
