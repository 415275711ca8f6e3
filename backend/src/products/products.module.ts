import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({ imports: [MediaModule], controllers: [ProductsController], providers: [ProductsRepository, ProductsService] })
export class ProductsModule {}
