import { Module } from '@nestjs/common';
import { DiveSitesModule } from '../dive-sites/dive-sites.module';
import { SearchController } from './search.controller';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({ imports: [DiveSitesModule], controllers: [SearchController], providers: [SearchRepository, SearchService] })
export class SearchModule {}
