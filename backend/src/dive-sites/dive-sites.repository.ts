import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { DiveSite } from './dive-site.entity';
import { DiveSiteColumns, DiveSiteWritable } from './dive-sites.mapper';
import { escapeLike, LIKE_ESCAPE } from './review-link-match';
import { statesMatchingWord } from '@ddu/shared/dive-sites/states';

/** One region as the sites name it, with how many sites and guides (featured sites) it has. */
export interface RegionCount {
  region: string;
  state: string;
  sites: string | number;
  guides: string | number | null;
}

/** The dive sites (table `dive_sites`). */
@Injectable()
export class DiveSitesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo(): Repository<DiveSite> {
    return this.dataSource.getRepository(DiveSite);
  }

  /** Spec sort: featured sites first, then by name (id breaks ties so the order is stable). */
  private sorted(query: SelectQueryBuilder<DiveSite>): SelectQueryBuilder<DiveSite> {
    return query.orderBy('site.featured', 'DESC').addOrderBy('site.name', 'ASC').addOrderBy('site.id', 'ASC');
  }

  /** Every site, or those of one state. */
  findAllSorted(state?: string): Promise<DiveSite[]> {
    const query = this.repo.createQueryBuilder('site');
    if (state !== undefined) query.where('site.state = :state', { state });
    return this.sorted(query).getMany();
  }

  findById(id: number): Promise<DiveSite | null> {
    return this.repo.findOneBy({ id });
  }

  /**
   * The sites holding every word in some searchable column (unordered). LOWER() keeps matching
   * case-insensitive whatever the column collation; the REPLACE form lets "seadragon" find "sea dragon".
   */
  findHoldingEveryWord(words: readonly string[]): Promise<DiveSite[]> {
    const builder = this.repo.createQueryBuilder('site');
    words.forEach((word, i) => {
      // A word naming a state ("queensland", "qld") also matches that state's sites (the ranking's rule).
      const states = statesMatchingWord(word);
      builder.andWhere(
        new Brackets((where) => {
          if (states.length > 0) where.orWhere(`site.state IN (:...s${i})`, { [`s${i}`]: states });
          for (const column of ['name', 'description', 'region', 'marineLife']) {
            where.orWhere(`LOWER(site.${column}) LIKE :w${i} ESCAPE '${LIKE_ESCAPE}'`);
            where.orWhere(`REPLACE(LOWER(site.${column}), ' ', '') LIKE :w${i} ESCAPE '${LIKE_ESCAPE}'`);
          }
        }),
        { [`w${i}`]: `%${escapeLike(word)}%` },
      );
    });
    return builder.getMany();
  }

  /** Sites whose review link is `url`, or (with a `path`) contains it, in the spec sort; the caller compares exactly. */
  findReviewLinkCandidates(url: string, path: string | null): Promise<DiveSite[]> {
    const query = this.repo.createQueryBuilder('site').where('site.reviewLink = :url', { url });
    if (path !== null) {
      query.orWhere(`site.reviewLink LIKE :contains ESCAPE '${LIKE_ESCAPE}'`, { contains: `%${escapeLike(path)}%` });
    }
    return this.sorted(query).getMany();
  }

  /** Answers the new site's id. */
  async insert(manager: EntityManager, columns: DiveSiteColumns & Partial<DiveSiteWritable>): Promise<number> {
    const { identifiers } = await manager.insert(DiveSite, columns);
    return Number(identifiers[0]!.id);
  }

  /**
   * One UPDATE ... WHERE id: the row is checked and changed in a single atomic statement. False when
   * no site has this id (mysql2 connects with FOUND_ROWS: matched rows count, so unchanged values are not "missing").
   */
  async update(manager: EntityManager, id: number, columns: Partial<DiveSiteWritable>): Promise<boolean> {
    const { affected } = await manager.update(DiveSite, { id }, columns);
    return Boolean(affected);
  }

  async delete(manager: EntityManager, id: number): Promise<boolean> {
    const { affected } = await manager.delete(DiveSite, { id });
    return Boolean(affected);
  }

  /** Sites and guides per state code ('' for rows not yet given one). */
  countByState(): Promise<{ state: string; sites: string | number; guides: string | number | null }[]> {
    return this.repo
      .createQueryBuilder('site')
      .select('site.state', 'state')
      .addSelect('COUNT(*)', 'sites')
      .addSelect('SUM(CASE WHEN site.featured THEN 1 ELSE 0 END)', 'guides')
      .groupBy('site.state')
      .getRawMany();
  }

  /** Sites and guides per region name, as stored (names differing only in case or spaces come apart). */
  countByRegion(): Promise<RegionCount[]> {
    return this.repo
      .createQueryBuilder('site')
      .select('site.region', 'region')
      .addSelect('site.state', 'state')
      .addSelect('COUNT(*)', 'sites')
      .addSelect('SUM(CASE WHEN site.featured THEN 1 ELSE 0 END)', 'guides')
      .groupBy('site.region')
      .addGroupBy('site.state')
      .getRawMany();
  }
}
