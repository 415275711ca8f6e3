import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { DiveSiteRegionsController } from './dive-site-regions.controller';
import { DiveSiteRegionsService } from './dive-site-regions.service';
import { DiveSiteStatesController } from './dive-site-states.controller';
import { DiveSiteStatesService } from './dive-site-states.service';
import { DiveSitesAdminController } from './dive-sites-admin.controller';
import { DiveSitesController } from './dive-sites.controller';
import { DiveSitesRepository } from './dive-sites.repository';
import { DiveSitesService } from './dive-sites.service';
import { DiveSiteExposureService } from './dive-site-exposure.service';

@Module({
  imports: [MediaModule],
  // The admin, region and state controllers first: their static routes are then registered before the public /:id.
  controllers: [DiveSitesAdminController, DiveSiteRegionsController, DiveSiteStatesController, DiveSitesController],
  providers: [DiveSitesRepository, DiveSitesService, DiveSiteExposureService, DiveSiteRegionsService, DiveSiteStatesService],
  exports: [DiveSitesService, DiveSiteExposureService],
})
export class DiveSitesModule {}
