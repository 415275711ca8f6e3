import { BadRequestException } from '@nestjs/common';
import { DEFAULT_AUTHOR } from '../database/entity-columns';
import { NOT_NULL_FIELDS, newPublishable, patchPublishable, PublishableFields, refuseEmpty, slugFor } from './publishable-rules';

const NOW = new Date('2026-11-01T00:00:00Z');

const input = {
  title: 'Night Diving at Nelson Bay',
  content: '## Fit\nA **snug** suit.',
  category: 'Tips',
  imageUrl: '/images/blog/night.svg',
};

function stored(overrides: Partial<PublishableFields> = {}): PublishableFields {
  return { ...newPublishable(input, NOW), ...overrides };
}

describe('publishable rules', () => {
  describe(slugFor.name, () => {
    it('derives the slug from the title when none is given or it is empty', () => {
      expect(slugFor(undefined, "Australia's Best Wreck Dives!")).toBe('australias-best-wreck-dives');
      expect(slugFor('', 'Two Words')).toBe('two-words');
    });

    it("normalises the admin's own slug like a derived one", () => {
      expect(slugFor('My  Favourite Suit!', 'ignored')).toBe('my-favourite-suit');
    });

    it('refuses when neither gives letters or digits', () => {
      expect(() => slugFor('!!!', '???')).toThrow('slug must contain letters or numbers');
    });
  });

  describe(newPublishable.name, () => {
    it('fills slug, excerpt (markup stripped) and author, and saves a draft by default', () => {
      expect(newPublishable(input, NOW)).toEqual({
        ...input,
        slug: 'night-diving-at-nelson-bay',
        excerpt: 'Fit A snug suit.',
        author: DEFAULT_AUTHOR,
        published: false,
        publishAt: null,
      });
    });

    it('keeps what the admin gave', () => {
      const item = newPublishable({ ...input, slug: 'own', excerpt: 'Own.', author: 'Kim', published: true }, NOW);
      expect(item).toMatchObject({ slug: 'own', excerpt: 'Own.', author: 'Kim', published: true });
    });

    it('schedules a draft and ignores a schedule on a published item', () => {
      const at = '2026-12-01T09:00:00+11:00';
      expect(newPublishable({ ...input, publishAt: at }, NOW).publishAt).toEqual(new Date('2026-11-30T22:00:00Z'));
      expect(newPublishable({ ...input, publishAt: at, published: true }, NOW).publishAt).toBeNull();
    });
  });

  describe(refuseEmpty.name, () => {
    it.each([null, ''])('refuses %p for a named field with "cannot be empty"', (value) => {
      expect(() => refuseEmpty({ price: value }, ['price'])).toThrow(new BadRequestException('price cannot be empty'));
    });

    it('lets a field be left out, and ignores fields it is not asked about', () => {
      expect(() => refuseEmpty({ rating: null }, ['price'])).not.toThrow();
    });
  });

  describe(patchPublishable.name, () => {
    it.each(NOT_NULL_FIELDS.map((field) => [field]))('refuses to blank %s', (field) => {
      const item = stored();
      expect(() => patchPublishable(item, { [field]: null }, [], NOW)).toThrow(`${field} cannot be empty`);
      expect(item).toEqual(stored());
    });

    it("refuses to blank the kind's own NOT NULL fields", () => {
      expect(() => patchPublishable(stored(), { price: null } as never, ['price'], NOW)).toThrow('price cannot be empty');
    });

    it('keeps every field a patch leaves out', () => {
      const item = stored({ slug: 'kept', excerpt: 'Kept.', author: 'Kim', published: true });
      patchPublishable(item, {}, [], NOW);
      expect(item).toEqual(stored({ slug: 'kept', excerpt: 'Kept.', author: 'Kim', published: true }));
    });

    it('derives an emptied excerpt from the new content and an emptied author from the default', () => {
      const item = stored({ excerpt: 'Old.', author: 'Kim' });
      patchPublishable(item, { excerpt: '', author: '', content: 'Short **new** body.' }, [], NOW);
      expect(item).toMatchObject({ excerpt: 'Short new body.', author: DEFAULT_AUTHOR, content: 'Short **new** body.' });
    });

    it('derives an emptied slug from the new title and normalises a typed one', () => {
      const item = stored();
      patchPublishable(item, { slug: '', title: 'Fresh Title' }, [], NOW);
      expect(item.slug).toBe('fresh-title');
      patchPublishable(item, { slug: 'Hand Typed!' }, [], NOW);
      expect(item.slug).toBe('hand-typed');
    });

    it('keeps the schedule when left out, cancels it with null, and drops it on publishing', () => {
      const item = stored();
      patchPublishable(item, { publishAt: '2026-12-01T00:00:00Z' }, [], NOW);
      expect(item.publishAt).toEqual(new Date('2026-12-01T00:00:00Z'));
      patchPublishable(item, { title: 'Renamed' }, [], NOW);
      expect(item.publishAt).toEqual(new Date('2026-12-01T00:00:00Z'));
      patchPublishable(item, { publishAt: null }, [], NOW);
      expect(item.publishAt).toBeNull();
      patchPublishable(item, { publishAt: '2026-12-01T00:00:00Z' }, [], NOW);
      patchPublishable(item, { published: true }, [], NOW);
      expect(item).toMatchObject({ published: true, publishAt: null });
    });

    it('refuses a schedule in the past', () => {
      expect(() => patchPublishable(stored(), { publishAt: '2026-01-01T00:00:00Z' }, [], NOW)).toThrow('publishAt must be in the future');
    });
  });
});
