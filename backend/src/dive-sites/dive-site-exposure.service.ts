import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { DiveSiteResponseDto } from './dive-sites.dto';
import { DiveSitesRepository } from './dive-sites.repository';
import { DiveSitesService } from './dive-sites.service';
import { computeOpenKm, computeSiteExposures } from './exposure/site-exposures';

/** The owner's exposure setting of one site, and going back to the computed one. */
@Injectable()
export class DiveSiteExposureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sites: DiveSitesRepository,
    private readonly diveSites: DiveSitesService,
    private readonly versions: ContentVersionsService,
  ) {}

  /**
   * At each start, after the seed: computes the exposure of every site that has none (a new database,
   * a site added or moved since), in one transaction; the owner's own settings are never touched.
   * Under a second for all 295 sites (docs/exposure.md). Answers how many were computed.
   */
  async computeMissing(): Promise<number> {
    return this.dataSource.transaction(async (manager) => (await computeSiteExposures(manager, 'missing')).computed);
  }

  /** The owner's 16 distances; the script and the seed leave them alone from now on. */
  async setByOwner(id: number, openKm: number[]): Promise<DiveSiteResponseDto> {
    await this.versions.write(['dive-sites'], async (manager) => {
      if (!(await this.sites.update(manager, id, { exposureOpenKm: openKm, exposureSource: 'owner' }))) throw this.notFound(id);
    });
    return this.diveSites.findOne(id);
  }

  /** Forgets the owner's setting (if any) and computes the site's exposure from the coastline again. */
  async resetToComputed(id: number): Promise<DiveSiteResponseDto> {
    const site = await this.sites.findById(id);
    if (!site) throw this.notFound(id);
    const openKm = computeOpenKm([site]).get(id)!;
    await this.versions.write(['dive-sites'], async (manager) => {
      if (!(await this.sites.update(manager, id, { exposureOpenKm: openKm, exposureSource: 'computed' }))) throw this.notFound(id);
    });
    return this.diveSites.findOne(id);
  }

  private notFound(id: number): NotFoundException {
    return new NotFoundException(`Dive site ${id} was not found.`);
  }
}
