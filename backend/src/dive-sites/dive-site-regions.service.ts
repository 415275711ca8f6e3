import { Injectable, NotFoundException } from '@nestjs/common';
import { DiveSiteRegionDto, DiveSiteRegionSummaryDto } from './dive-site-regions.dto';
import { toDiveSiteResponse } from './dive-sites.mapper';
import { MediaAltTextRepository, withImageAlt } from '../media/media-alt-text';
import { DiveSitesRepository } from './dive-sites.repository';
import { regionIntro } from './region-intros';
import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import { isStateCode, type StateCode } from '@ddu/shared/dive-sites/states';

/** Region landing pages: the regions the sites carry, each with our intro and its sites. */
@Injectable()
export class DiveSiteRegionsService {
  constructor(
    private readonly sites: DiveSitesRepository,
    private readonly altTexts: MediaAltTextRepository,
  ) {}

  /** Every region with at least one site, by name. Regions whose names share a slug are merged. */
  async list(): Promise<DiveSiteRegionSummaryDto[]> {
    const rows = await this.sites.countByRegion();
    const bySlug = new Map<string, DiveSiteRegionSummaryDto>();
    // Sites per state in each region: a region takes the state most of its sites are in.
    const statesOf = new Map<string, Map<StateCode, number>>();
    for (const row of rows) {
      const slug = regionSlug(row.region);
      if (slug === '') continue;
      const known = bySlug.get(slug);
      const siteCount = Number(row.sites) + (known?.siteCount ?? 0);
      const guideCount = Number(row.guides ?? 0) + (known?.guideCount ?? 0);
      bySlug.set(slug, { slug, name: known?.name ?? row.region.trim(), state: null, siteCount, guideCount });
      if (isStateCode(row.state)) {
        const counts = statesOf.get(slug) ?? new Map<StateCode, number>();
        counts.set(row.state, (counts.get(row.state) ?? 0) + Number(row.sites));
        statesOf.set(slug, counts);
      }
    }
    for (const [slug, counts] of statesOf) {
      bySlug.get(slug)!.state = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    }
    return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
  }

  async findBySlug(slug: string): Promise<DiveSiteRegionDto> {
    const summary = (await this.list()).find((region) => region.slug === slug);
    if (!summary) throw new NotFoundException(`No dive-site region "${slug}".`);
    const sites = await this.sites.findAllSorted();
    // Filtered here by slug, so "Sydney" and "Sydney " (an admin typo) land on the same page.
    const inRegion = await withImageAlt(this.altTexts, sites.filter((site) => regionSlug(site.region) === slug).map(toDiveSiteResponse));
    return { ...summary, intro: regionIntro(summary.name, summary.siteCount, summary.guideCount), sites: inRegion };
  }
}
