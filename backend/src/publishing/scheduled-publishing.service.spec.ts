import { Logger } from '@nestjs/common';
import { Article } from '../articles/article.entity';
import { AppConfig } from '../config/app-config';
import { FakeTransactions } from '../database/transactions.fake';
import { Review } from '../reviews/review.entity';
import { FakeContentVersions } from '../common/content-versions/content-versions.fake';
import { FakePublishableRepository } from './publishable.repository.fake';
import { ScheduledPublishingRepository, ScheduledTable } from './scheduled-publishing.repository';
import { ScheduledPublishingService } from './scheduled-publishing.service';

const NOW = new Date('2026-11-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

function setup() {
  const tables = { articles: new FakePublishableRepository<Article>(), reviews: new FakePublishableRepository<Review>() };
  const scheduled = { publishDue: async (_manager: unknown, table: ScheduledTable, now: Date) => tables[table].publishDue(now) };
  const versions = new FakeContentVersions();
  const sut = new ScheduledPublishingService(
    scheduled as unknown as ScheduledPublishingRepository,
    new FakeTransactions().asTransactions(),
    versions.asService(),
    { scheduledPublishPollMs: 30_000 } as AppConfig,
  );
  const draft = <E extends Article | Review>(table: FakePublishableRepository<E>, slug: string, publishAt: Date | null) => {
    const row = { id: table.rows.length + 1, slug, published: false, publishAt, createdAt: at(-86_400_000) } as E;
    table.rows.push(row);
    return row;
  };
  return { sut, tables, versions, draft };
}

describe(ScheduledPublishingService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  describe('publishDue', () => {
    it('publishes a draft at its scheduled time, dated that time, and tells the caches', async () => {
      const { sut, tables, versions, draft } = setup();
      const due = draft(tables.articles, 'due', at(-1));
      const exactly = draft(tables.articles, 'exactly', NOW);
      await expect(sut.publishDue(NOW)).resolves.toEqual({ articles: 2, reviews: 0 });
      expect(due).toMatchObject({ published: true, publishAt: null, createdAt: at(-1) });
      expect(exactly).toMatchObject({ published: true, createdAt: NOW });
      expect(versions.bumped).toEqual(['articles']);
    });

    it('leaves a draft scheduled later, and one with no publish time, as drafts', async () => {
      const { sut, tables, versions, draft } = setup();
      const later = draft(tables.reviews, 'later', at(1));
      const unscheduled = draft(tables.reviews, 'unscheduled', null);
      await expect(sut.publishDue(NOW)).resolves.toEqual({ articles: 0, reviews: 0 });
      expect([later.published, unscheduled.published]).toEqual([false, false]);
      expect(versions.bumped).toEqual([]);
      await expect(sut.publishDue(at(1))).resolves.toEqual({ articles: 0, reviews: 1 });
      expect(later.published).toBe(true);
    });

    it('publishes nothing twice: a second run finds nothing due', async () => {
      const { sut, tables, draft } = setup();
      draft(tables.articles, 'a', at(-1));
      draft(tables.reviews, 'r', at(-1));
      await expect(sut.publishDue(NOW)).resolves.toEqual({ articles: 1, reviews: 1 });
      await expect(sut.publishDue(NOW)).resolves.toEqual({ articles: 0, reviews: 0 });
    });
  });
});
