import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { OffersAdminController } from './offers/offers-admin.controller';
import { OffersRepository } from './offers/offers.repository';
import { OffersService } from './offers/offers.service';
import { OffersController } from './offers/offers.controller';
import { PriceHistoryService } from './offers/price-history.service';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({
  imports: [MediaModule],
  controllers: [ProductsController, OffersController, OffersAdminController],
  providers: [ProductsRepository, ProductsService, OffersRepository, OffersService, PriceHistoryService],
  exports: [OffersRepository],
})
export class ProductsModule {}
