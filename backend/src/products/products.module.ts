import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { OffersAdminController } from './offers/offers-admin.controller';
import { OffersRepository } from './offers/offers.repository';
import { OffersService } from './offers/offers.service';
import { PriceHistoryController } from './offers/price-history.controller';
import { PriceHistoryService } from './offers/price-history.service';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({
  imports: [MediaModule],
  controllers: [ProductsController, PriceHistoryController, OffersAdminController],
  providers: [ProductsRepository, ProductsService, OffersRepository, OffersService, PriceHistoryService],
  exports: [OffersRepository],
})
export class ProductsModule {}
