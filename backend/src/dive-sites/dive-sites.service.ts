import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Brackets, DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { DiveSite } from './dive-site.entity';
import { DiveSiteInputDto, DiveSiteResponseDto, UpdateDiveSiteDto } from './dive-sites.dto';
import { diveSitesCsvFilename, toDiveSitesCsv } from './dive-sites-csv';
import { DiveSiteColumns, toDiveSiteColumns, toDiveSiteResponse } from './dive-sites.mapper';
import { withImageAlt } from '../media/media-alt-text';
import { parseSearchQuery, rankSites } from './shared/search-rank';
import { escapeLike, LIKE_ESCAPE, linkPathMatches, normalisePagePath } from './review-link-match';

export interface CsvExport {
  filename: string;
  body: string;
}

@Injectable()
export class DiveSitesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ContentVersionsService,
  ) {}

  private get repo(): Repository<DiveSite> {
    return this.dataSource.getRepository(DiveSite);
  }

  /** Spec sort: featured sites first, then by name (id breaks ties so the order is stable). */
  private sorted(query: SelectQueryBuilder<DiveSite>): SelectQueryBuilder<DiveSite> {
    return query.orderBy('site.featured', 'DESC').addOrderBy('site.name', 'ASC').addOrderBy('site.id', 'ASC');
  }

  async findAllSorted(): Promise<DiveSiteResponseDto[]> {
    const sites = await this.sorted(this.repo.createQueryBuilder('site')).getMany();
    return withImageAlt(this.dataSource, sites.map(toDiveSiteResponse));
  }

  private async findEntity(id: number): Promise<DiveSite> {
    const site = await this.repo.findOneBy({ id });
    if (!site) throw new NotFoundException(`Dive site ${id} was not found.`);
    return site;
  }

  async findOne(id: number): Promise<DiveSiteResponseDto> {
    const [site] = await withImageAlt(this.dataSource, [toDiveSiteResponse(await this.findEntity(id))]);
    return site!;
  }

  /**
   * Ranked by the rule shared with the frontend (shared/search-rank.ts). SQL narrows the rows to
   * those holding every word in some searchable column (the same test the ranking makes, so nothing
   * is lost); the ranking then orders them.
   */
  async search(q: string): Promise<DiveSiteResponseDto[]> {
    const query = parseSearchQuery(q);
    if (query === null) return [];
    const builder = this.repo.createQueryBuilder('site');
    query.words.forEach((word, i) => {
      builder.andWhere(
        new Brackets((where) => {
          for (const column of ['name', 'description', 'region', 'marineLife']) {
            // LOWER() keeps matching case-insensitive whatever the column collation; the REPLACE form
            // lets "seadragon" find "sea dragon".
            where.orWhere(`LOWER(site.${column}) LIKE :w${i} ESCAPE '${LIKE_ESCAPE}'`);
            where.orWhere(`REPLACE(LOWER(site.${column}), ' ', '') LIKE :w${i} ESCAPE '${LIKE_ESCAPE}'`);
          }
        }),
        { [`w${i}`]: `%${escapeLike(word)}%` },
      );
    });
    const sites = await withImageAlt(this.dataSource, (await builder.getMany()).map(toDiveSiteResponse));
    return rankSites(sites, q);
  }

  /** The site whose review link is this page: the same string, or any address with the same path. */
  async findByReviewUrl(url: string): Promise<DiveSiteResponseDto> {
    const path = normalisePagePath(url);
    const query = this.repo.createQueryBuilder('site').where('site.reviewLink = :url', { url });
    if (path !== null) {
      // Narrows the rows in SQL; linkPathMatches then compares the exact path.
      query.orWhere(`site.reviewLink LIKE :contains ESCAPE '${LIKE_ESCAPE}'`, { contains: `%${escapeLike(path)}%` });
    }
    const candidates = await this.sorted(query).getMany();
    const match = candidates.find((site) => site.reviewLink === url || (path !== null && linkPathMatches(site.reviewLink, path)));
    if (!match) throw new NotFoundException('No dive site links to this page.');
    const [site] = await withImageAlt(this.dataSource, [toDiveSiteResponse(match)]);
    return site!;
  }

  async create(input: DiveSiteInputDto): Promise<DiveSiteResponseDto> {
    const { identifiers } = await this.versions.write(['dive-sites'], (manager) => manager.insert(DiveSite, toDiveSiteColumns(input)));
    return this.findOne(Number(identifiers[0].id));
  }

  async replace(id: number, input: UpdateDiveSiteDto): Promise<DiveSiteResponseDto> {
    if (input.id !== undefined && input.id !== id) {
      throw new BadRequestException(`The id in the body (${input.id}) does not match the dive site in the address (${id}).`);
    }
    const { id: _bodyId, ...fields } = input;
    return this.update(id, toDiveSiteColumns(fields));
  }

  updatePhoto(id: number, imageUrl: string): Promise<DiveSiteResponseDto> {
    return this.update(id, { imageUrl: imageUrl || null });
  }

  /** Removing the video removes its thumbnail too; a thumbnail left out on a new video is cleared. */
  updateVideo(id: number, videoUrl: string, videoThumbnail?: string): Promise<DiveSiteResponseDto> {
    return this.update(id, { videoUrl: videoUrl || null, videoThumbnail: (videoUrl && videoThumbnail) || null });
  }

  updateReviewLink(id: number, reviewLink: string): Promise<DiveSiteResponseDto> {
    return this.update(id, { reviewLink: reviewLink || null });
  }

  async remove(id: number): Promise<void> {
    await this.versions.write(['dive-sites'], async (manager) => {
      const { affected } = await manager.delete(DiveSite, { id });
      if (!affected) throw new NotFoundException(`Dive site ${id} was not found.`);
    });
  }

  async exportCsv(now = new Date()): Promise<CsvExport> {
    return { filename: diveSitesCsvFilename(now), body: toDiveSitesCsv(await this.findAllSorted()) };
  }

  /** One UPDATE ... WHERE id: the row is checked and changed in a single atomic statement. */
  private async update(id: number, columns: Partial<DiveSiteColumns>): Promise<DiveSiteResponseDto> {
    await this.versions.write(['dive-sites'], async (manager) => {
      const { affected } = await manager.update(DiveSite, { id }, columns);
      // mysql2 connects with FOUND_ROWS: matched rows count, so saving unchanged values is not a 404.
      if (!affected) throw new NotFoundException(`Dive site ${id} was not found.`);
    });
    return this.findOne(id);
  }
}
