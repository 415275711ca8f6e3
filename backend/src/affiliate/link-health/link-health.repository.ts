import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Product } from '../../products/product.entity';
import { Review } from '../../reviews/review.entity';
import { TargetType } from '../affiliate-targets';
import { JobLease } from './job-lease.entity';
import { LinkCheck } from './link-check.entity';
import { UrlCheck } from './check-url';

/** Every product's and review's seller-link field, as stored (not yet filtered to seller addresses). */
export interface LinkFields {
  products: Pick<Product, 'id' | 'name' | 'affiliateLink'>[];
  reviews: Pick<Review, 'id' | 'title' | 'purchaseLink'>[];
}

/** The link checks (table `link_checks`), the links they check and the job's lease (table `job_leases`). */
@Injectable()
export class LinkHealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Products and reviews, each oldest first. */
  async linkFields(): Promise<LinkFields> {
    const [products, reviews] = await Promise.all([
      this.dataSource.getRepository(Product).find({ select: { id: true, name: true, affiliateLink: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(Review).find({ select: { id: true, title: true, purchaseLink: true }, order: { id: 'ASC' } }),
    ]);
    return { products, reviews };
  }

  findChecks(): Promise<LinkCheck[]> {
    return this.dataSource.getRepository(LinkCheck).find();
  }

  /** Stores the latest check of one link (one row per link, replaced each time). */
  async saveCheck(targetType: TargetType, targetId: number, url: string, result: UrlCheck, checkedAt: () => Date): Promise<LinkCheck> {
    const repo = this.dataSource.getRepository(LinkCheck);
    const row = (await repo.findOneBy({ targetType, targetId })) ?? repo.create({ targetType, targetId });
    Object.assign(row, { url, ...result, checkedAt: checkedAt() });
    try {
      return await repo.save(row);
    } catch {
      // Another instance's "Check now" created the row first: update it instead.
      const existing = await repo.findOneByOrFail({ targetType, targetId });
      return repo.save(Object.assign(existing, { url, ...result, checkedAt: checkedAt() }));
    }
  }

  /** True when `holder` now holds the job's lease until `until`; false while another holds it. */
  async takeLease(job: string, holder: string, until: Date, now: Date): Promise<boolean> {
    const repo = this.dataSource.getRepository(JobLease);
    if (!(await repo.existsBy({ name: job }))) {
      // Created already expired; two instances creating it at once is harmless (one insert fails).
      await repo.insert({ name: job, holder: '', until: new Date(0) }).catch(() => undefined);
    }
    const result = await repo
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder, until })
      .where('name = :name AND until <= :now', { name: job, now })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
