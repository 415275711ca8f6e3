import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { DiveSiteRegionsController } from './dive-site-regions.controller';
import { DiveSiteRegionsService } from './dive-site-regions.service';
import { DiveSitesAdminController } from './dive-sites-admin.controller';
import { DiveSitesController } from './dive-sites.controller';
import { DiveSitesRepository } from './dive-sites.repository';
import { DiveSitesService } from './dive-sites.service';

@Module({
  imports: [MediaModule],
  // The admin and region controllers first: their static routes are then registered before the public /:id.
  controllers: [DiveSitesAdminController, DiveSiteRegionsController, DiveSitesController],
  providers: [DiveSitesRepository, DiveSitesService, DiveSiteRegionsService],
  exports: [DiveSitesService],
})
export class DiveSitesModule {}
