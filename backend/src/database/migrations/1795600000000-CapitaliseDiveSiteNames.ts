import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first seed copied four names from the data all in lower case ("tinderbox", "sue's groyne").
 * Names are now capitalised at import (capitaliseName in seed/dive-site-derivation.ts); this
 * fixes the rows already stored, and only names that are entirely lower case, so a name the owner
 * typed with any capital stays as typed. The rule is copied here because a migration must keep doing
 * what it did when it was written. The seed refresh that runs after the migrations finds the rows by
 * name and coordinates, so it needs the stored names to match the seed's again.
 */
const SMALL_WORDS = new Set(['of', 'the', 'and', 'at', 'on', 'in', 'to', 'a']);

function capitalised(name: string): string {
  return name
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ');
}

export class CapitaliseDiveSiteNames1795600000000 implements MigrationInterface {
  name = 'CapitaliseDiveSiteNames1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const rows: { id: number; name: string }[] = await queryRunner.query('SELECT `id`, `name` FROM `dive_sites`');
    for (const { id, name } of rows) {
      if (name !== name.toLowerCase() || !/[a-z]/.test(name)) continue;
      await queryRunner.query('UPDATE `dive_sites` SET `name` = ? WHERE `id` = ?', [capitalised(name), id]);
    }
  }

  /** Nothing to undo: the lower-case spelling was a flaw of the data, not something to restore. */
  public async down(): Promise<void> {}
}
