import { Injectable, NotFoundException } from '@nestjs/common';
import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import { STATES, stateBySlug } from '@ddu/shared/dive-sites/states';
import { compareSitesByFeaturedName } from '@ddu/shared/dive-sites/search-rank';
import { DiveSiteRegionsService } from './dive-site-regions.service';
import { DiveSiteStateDto, DiveSiteStateSiteDto, DiveSiteStateSummaryDto } from './dive-site-states.dto';
import { DiveSitesRepository } from './dive-sites.repository';
import { toDiveSiteResponse } from './dive-sites.mapper';
import { stateIntro } from './state-intros';

/** State pages (/dive-sites/state/{slug}): each state's regions and sites. */
@Injectable()
export class DiveSiteStatesService {
  constructor(
    private readonly sites: DiveSitesRepository,
    private readonly regions: DiveSiteRegionsService,
  ) {}

  /** The states and territories that have dive sites, the most sites first. */
  async list(): Promise<DiveSiteStateSummaryDto[]> {
    const counts = new Map((await this.sites.countByState()).map((row) => [row.state, row]));
    return STATES.flatMap((state): DiveSiteStateSummaryDto[] => {
      const row = counts.get(state.code);
      if (!row || Number(row.sites) === 0) return [];
      return [{ code: state.code, slug: state.slug, name: state.name, siteCount: Number(row.sites), guideCount: Number(row.guides ?? 0) }];
    }).sort((a, b) => b.siteCount - a.siteCount || a.name.localeCompare(b.name, 'en-AU'));
  }

  /** 404 for a slug that names no state, and for a state with no sites (no page to show yet). */
  async findBySlug(slug: string): Promise<DiveSiteStateDto> {
    const state = stateBySlug(slug);
    if (!state) throw new NotFoundException(`No state or territory "${slug}".`);
    const sites = (await this.sites.findAllSorted(state.code)).map(toDiveSiteResponse).sort(compareSitesByFeaturedName);
    if (sites.length === 0) throw new NotFoundException(`No dive sites in ${state.name} yet.`);
    // The regions these sites carry (a region's own state is the majority's: a stray site still shows its region here).
    const inState = (regionSlugOf: string) => sites.filter((site) => regionSlug(site.region) === regionSlugOf);
    const regions = (await this.regions.list())
      .map((region) => {
        const own = inState(region.slug);
        return { ...region, siteCount: own.length, guideCount: own.filter((site) => site.featured).length };
      })
      .filter((region) => region.siteCount > 0)
      .sort((a, b) => b.siteCount - a.siteCount || a.name.localeCompare(b.name, 'en-AU'));
    const guideCount = sites.filter((site) => site.featured).length;
    const listed: DiveSiteStateSiteDto[] = sites.map(({ id, name, region, latitude, longitude, skillLevel, depthRange, featured }) => ({
      id,
      name,
      region,
      latitude,
      longitude,
      skillLevel,
      depthRange,
      featured,
    }));
    return {
      code: state.code,
      slug: state.slug,
      name: state.name,
      siteCount: sites.length,
      guideCount,
      intro: stateIntro(state.code, sites.length, regions.length, guideCount),
      regions,
      sites: listed,
    };
  }
}
