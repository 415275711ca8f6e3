import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { DiveSite } from './dive-site.entity';
import { DiveSiteInputDto, DiveSiteListItemDto, DiveSiteResponseDto, UpdateDiveSiteDto } from './dive-sites.dto';
import { diveSitesCsvFilename, toDiveSitesCsv } from './dive-sites-csv';
import { DiveSiteWritable, stateOfInput, toDiveSiteColumns, toDiveSiteListItem, toDiveSiteResponse } from './dive-sites.mapper';
import { isStateCode, type StateCode } from '@ddu/shared/dive-sites/states';
import { MediaAltTextRepository, withImageAlt } from '../media/media-alt-text';
import { DiveSitesRepository } from './dive-sites.repository';
import { compareSitesByFeaturedName, parseSearchQuery, rankSites } from '@ddu/shared/dive-sites/search-rank';
import { linkPathMatches, normalisePagePath } from './review-link-match';

/** A site needs a state: the one chosen, or the one its coordinates lie in, or (an update) the one it had. */
function requireState(input: DiveSiteInputDto, stored?: string): StateCode {
  const state = stateOfInput(input) ?? (stored !== undefined && isStateCode(stored) ? stored : null);
  if (state === null) {
    throw new BadRequestException('state is required: these coordinates lie in no Australian state or territory we list.');
  }
  return state;
}

export interface CsvExport {
  filename: string;
  body: string;
}

@Injectable()
export class DiveSitesService {
  constructor(
    private readonly sites: DiveSitesRepository,
    private readonly altTexts: MediaAltTextRepository,
    private readonly versions: ContentVersionsService,
  ) {}

  /**
   * Spec sort: featured sites first, then by name, in the en-AU order the directory shows (the shared
   * comparator; the database's collation, MySQL's or SQLite's, only nearly agrees). The directory page
   * keeps this order rather than sorting again: a phone's first collator costs it over 100 ms.
   */
  async findAllSorted(state?: StateCode): Promise<DiveSiteResponseDto[]> {
    const sites = await this.sites.findAllSorted(state);
    return withImageAlt(this.altTexts, sites.sort(compareSitesByFeaturedName).map(toDiveSiteResponse));
  }

  /** Every site as a directory row, in the directory's order (featured first, then name). */
  async findList(state?: StateCode): Promise<DiveSiteListItemDto[]> {
    const sites = await this.sites.findAllSorted(state);
    return sites.map(toDiveSiteResponse).sort(compareSitesByFeaturedName).map(toDiveSiteListItem);
  }

  private async findEntity(id: number): Promise<DiveSite> {
    const site = await this.sites.findById(id);
    if (!site) throw new NotFoundException(`Dive site ${id} was not found.`);
    return site;
  }

  async findOne(id: number): Promise<DiveSiteResponseDto> {
    const [site] = await withImageAlt(this.altTexts, [toDiveSiteResponse(await this.findEntity(id))]);
    return site!;
  }

  /**
   * Ranked by the rule shared with the frontend (shared/src/dive-sites/search-rank.ts). SQL narrows the rows to
   * those holding every word in some searchable column (the same test the ranking makes, so nothing
   * is lost); the ranking then orders them.
   */
  async search(q: string): Promise<DiveSiteResponseDto[]> {
    const query = parseSearchQuery(q);
    if (query === null) return [];
    const sites = await withImageAlt(this.altTexts, (await this.sites.findHoldingEveryWord(query.words)).map(toDiveSiteResponse));
    return rankSites(sites, q);
  }

  /** The site whose review link is this page: the same string, or any address with the same path. */
  async findByReviewUrl(url: string): Promise<DiveSiteResponseDto> {
    const path = normalisePagePath(url);
    // SQL narrows the rows; linkPathMatches then compares the exact path.
    const candidates = await this.sites.findReviewLinkCandidates(url, path);
    const match = candidates.find((site) => site.reviewLink === url || (path !== null && linkPathMatches(site.reviewLink, path)));
    if (!match) throw new NotFoundException('No dive site links to this page.');
    const [site] = await withImageAlt(this.altTexts, [toDiveSiteResponse(match)]);
    return site!;
  }

  async create(input: DiveSiteInputDto): Promise<DiveSiteResponseDto> {
    const columns = toDiveSiteColumns(input, requireState(input));
    // The owner's site: the seed never gives it a slack offset, even at the Heads.
    const id = await this.versions.write(['dive-sites'], (manager) =>
      this.sites.insert(manager, { ...columns, slackOffsetSource: 'owner' }),
    );
    return this.findOne(id);
  }

  async replace(id: number, input: UpdateDiveSiteDto): Promise<DiveSiteResponseDto> {
    if (input.id !== undefined && input.id !== id) {
      throw new BadRequestException(`The id in the body (${input.id}) does not match the dive site in the address (${id}).`);
    }
    const { id: _bodyId, exposure: _exposure, ...fields } = input;
    const stored = await this.findEntity(id);
    const columns = toDiveSiteColumns(fields, requireState(fields, stored.state));
    // A computed exposure belongs to the old place: cleared, it is computed again at the next start
    // (or at once with the admin's "Compute now"). The owner's own setting stays theirs.
    const moved = columns.latitude !== stored.latitude || columns.longitude !== stored.longitude;
    const writes: Partial<DiveSiteWritable> =
      moved && stored.exposureSource !== 'owner' ? { ...columns, exposureOpenKm: null, exposureSource: null } : columns;
    // A slack offset the owner changes (or clears) is theirs: the seed leaves it alone from then on.
    if (columns.slackOffsetMinutes !== stored.slackOffsetMinutes) writes.slackOffsetSource = 'owner';
    return this.update(id, writes);
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
      if (!(await this.sites.delete(manager, id))) throw new NotFoundException(`Dive site ${id} was not found.`);
    });
  }

  async exportCsv(now = new Date()): Promise<CsvExport> {
    return { filename: diveSitesCsvFilename(now), body: toDiveSitesCsv(await this.findAllSorted()) };
  }

  /** One atomic UPDATE (see DiveSitesRepository.update); saving unchanged values is not a 404. */
  private async update(id: number, columns: Partial<DiveSiteWritable>): Promise<DiveSiteResponseDto> {
    await this.versions.write(['dive-sites'], async (manager) => {
      if (!(await this.sites.update(manager, id, columns))) throw new NotFoundException(`Dive site ${id} was not found.`);
    });
    return this.findOne(id);
  }
}
