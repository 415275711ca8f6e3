import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseSetupService } from './app/database-setup.service';
import { ENTITIES } from './app/entities';
import { dataSourceOptions } from './database/data-source-options';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { LocationsModule } from './locations/locations.module';
import { ProductsModule } from './products/products.module';
import { ReviewsModule } from './reviews/reviews.module';
import { AuthModule } from './auth/auth.module';
import { SeedModule } from './seed/seed.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { SiteCapsModule } from './site-caps/site-caps.module';
import { FormThrottleModule } from './common/form-throttle/form-throttle.module';
import { ArticlesModule } from './articles/articles.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { ContactModule } from './contact/contact.module';
import { AdminModule } from './admin/admin.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { DiveSitesModule } from './dive-sites/dive-sites.module';
import { SocialImagesModule } from './social-images/social-images.module';
import { FeedsModule } from './feeds/feeds.module';
import { AffiliateModule } from './affiliate/affiliate.module';
import { PublishingModule } from './publishing/publishing.module';
import { ContentVersionsModule } from './common/content-versions/content-versions.module';
import { EdgeModule } from './common/edge/edge.module';
import { PublicCacheModule } from './common/public-cache/public-cache.module';
import { MediaModule } from './media/media.module';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { MailModule } from './mail/mail.module';
import { ConditionsModule } from './conditions/conditions.module';
import { SearchModule } from './search/search.module';
import { AnalyticsModule } from './analytics/analytics.module';

export interface AppModuleOptions {
  /** Build the module graph without connecting (used to write the OpenAPI document). */
  withoutDatabase?: boolean;
}

/** Domain modules, one per area of the spec. */
const DOMAIN_MODULES = [
  ContentVersionsModule,
  EdgeModule,
  PublicCacheModule,
  IdempotencyModule,
  AuthModule,
  MailModule,
  RateLimitModule,
  SiteCapsModule,
  FormThrottleModule,
  HealthModule,
  ArticlesModule,
  NewsletterModule,
  ContactModule,
  ProductsModule,
  ReviewsModule,
  LocationsModule,
  AdminModule,
  SitemapModule,
  DiveSitesModule,
  ConditionsModule,
  SearchModule,
  SocialImagesModule,
  FeedsModule,
  MediaModule,
  AffiliateModule,
  PublishingModule,
  AnalyticsModule,
];

@Module({})
export class AppModule {
  static register(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config, ENTITIES), manualInitialization: options.withoutDatabase === true }),
        DatabaseModule,
        SeedModule,
        ...DOMAIN_MODULES,
      ],
      // Migrations, the owner's account and the seed, run by main.ts before the server listens.
      providers: [DatabaseSetupService],
    };
  }
}
