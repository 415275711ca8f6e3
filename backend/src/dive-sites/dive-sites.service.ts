import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { Brackets, DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { DiveSite } from './dive-site.entity';
import { DiveSiteInputDto, DiveSiteResponseDto, UpdateDiveSiteDto } from './dive-sites.dto';
import { diveSitesCsvFilename, toDiveSitesCsv } from './dive-sites-csv';
import { DiveSiteColumns, toDiveSiteColumns, toDiveSiteResponse } from './dive-sites.mapper';
import { JsonPayload, JsonPayloadCache } from './json-payload-cache';
import { escapeLike, LIKE_ESCAPE, linkPathMatches, normalisePagePath } from './review-link-match';

/**
 * How long another instance's write may stay invisible here. Short enough that the owner, switching
 * between load-balanced instances, sees a change within seconds; long enough that the list is built
 * at most once per interval under load.
 */
export const LIST_CACHE_TTL_MS = 5_000;

export interface CsvExport {
  filename: string;
  body: string;
}

/** Every column the API shows; IFNULL keeps positions fixed so moving text between fields changes the hash. */
const FINGERPRINT_ROW = `CONCAT_WS(CHAR(31), ${[
  'id', 'name', 'latitude', 'longitude', 'region', 'description', 'skillLevel', 'depthRange', 'waterTemp',
  'visibility', 'bestTime', 'marineLife', 'hazards', 'facilities', 'imageUrl', 'videoUrl', 'videoThumbnail',
  'reviewLink', 'featured',
].map((column) => `IFNULL(\`${column}\`, '')`).join(', ')})`;

@Injectable()
export class DiveSitesService {
  private readonly listCache: JsonPayloadCache;

  constructor(private readonly dataSource: DataSource) {
    // SQLite (single-instance development) has no CRC32: there the list simply reloads after the TTL.
    const isMysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
    const fingerprint = isMysql ? () => this.fingerprint() : undefined;
    this.listCache = new JsonPayloadCache(() => this.findAllSorted(), LIST_CACHE_TTL_MS, () => Date.now(), fingerprint);
  }

  /**
   * A cheap summary of the whole table, computed inside the database (a few milliseconds at 10,000
   * rows, nothing sent back but three numbers): when it is unchanged, the cached list is still right.
   * The table has no updatedAt column, and COUNT/MAX(id) would miss edits.
   */
  private async fingerprint(): Promise<string> {
    const [row] = await this.dataSource.query(
      `SELECT COUNT(*) AS n, COALESCE(SUM(CRC32(${FINGERPRINT_ROW})), 0) AS s, COALESCE(BIT_XOR(CRC32(${FINGERPRINT_ROW})), 0) AS x FROM dive_sites`,
    );
    return `${row.n}:${row.s}:${row.x}`;
  }

  private get repo(): Repository<DiveSite> {
    return this.dataSource.getRepository(DiveSite);
  }

  /** Spec sort: featured sites first, then by name (id breaks ties so the order is stable). */
  private sorted(query: SelectQueryBuilder<DiveSite>): SelectQueryBuilder<DiveSite> {
    return query.orderBy('site.featured', 'DESC').addOrderBy('site.name', 'ASC').addOrderBy('site.id', 'ASC');
  }

  private async findAllSorted(): Promise<DiveSiteResponseDto[]> {
    const sites = await this.sorted(this.repo.createQueryBuilder('site')).getMany();
    return sites.map(toDiveSiteResponse);
  }

  /** The whole list, already serialised: see JsonPayloadCache for how it stays fresh. */
  listPayload(): Promise<JsonPayload> {
    return this.listCache.get();
  }

  private async findEntity(id: number): Promise<DiveSite> {
    const site = await this.repo.findOneBy({ id });
    if (!site) throw new NotFoundException(`Dive site ${id} was not found.`);
    return site;
  }

  async findOne(id: number): Promise<DiveSiteResponseDto> {
    return toDiveSiteResponse(await this.findEntity(id));
  }

  async search(q: string): Promise<DiveSiteResponseDto[]> {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    const query = this.repo.createQueryBuilder('site').where(
      new Brackets((where) => {
        // LOWER() keeps matching case-insensitive whatever the column collation.
        for (const column of ['name', 'description', 'region', 'marineLife']) {
          where.orWhere(`LOWER(site.${column}) LIKE :pattern ESCAPE '${LIKE_ESCAPE}'`, { pattern });
        }
      }),
    );
    return (await this.sorted(query).getMany()).map(toDiveSiteResponse);
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
    return toDiveSiteResponse(match);
  }

  async create(input: DiveSiteInputDto): Promise<DiveSiteResponseDto> {
    const { identifiers } = await this.repo.insert(toDiveSiteColumns(input));
    this.listCache.invalidate();
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
    const { affected } = await this.repo.delete({ id });
    if (!affected) throw new NotFoundException(`Dive site ${id} was not found.`);
    this.listCache.invalidate();
  }

  async exportCsv(now = new Date()): Promise<CsvExport> {
    return { filename: diveSitesCsvFilename(now), body: toDiveSitesCsv(await this.findAllSorted()) };
  }

  /** One UPDATE ... WHERE id: the row is checked and changed in a single atomic statement. */
  private async update(id: number, columns: Partial<DiveSiteColumns>): Promise<DiveSiteResponseDto> {
    const { affected } = await this.repo.update({ id }, columns);
    // mysql2 connects with FOUND_ROWS: matched rows count, so saving unchanged values is not a 404.
    if (!affected) throw new NotFoundException(`Dive site ${id} was not found.`);
    this.listCache.invalidate();
    return this.findOne(id);
  }
}
