import { Module } from '@nestjs/common';
import { DiveSiteRegionsController } from './dive-site-regions.controller';
import { DiveSiteRegionsService } from './dive-site-regions.service';
import { DiveSitesAdminController } from './dive-sites-admin.controller';
import { DiveSitesController } from './dive-sites.controller';
import { DiveSitesService } from './dive-sites.service';

@Module({
  // The admin and region controllers first: their static routes are then registered before the public /:id.
  controllers: [DiveSitesAdminController, DiveSiteRegionsController, DiveSitesController],
  providers: [DiveSitesService, DiveSiteRegionsService],
  exports: [DiveSitesService],
})
export class DiveSitesModule {}
