import { Module } from '@nestjs/common';
import { DiveSitesAdminController } from './dive-sites-admin.controller';
import { DiveSitesController } from './dive-sites.controller';
import { DiveSitesService } from './dive-sites.service';

@Module({
  // The admin controller first: its static export/csv route is then registered before the public /:id.
  controllers: [DiveSitesAdminController, DiveSitesController],
  providers: [DiveSitesService],
  exports: [DiveSitesService],
})
export class DiveSitesModule {}
