import { AdminSession } from '../auth/admin-session.entity';
import { RateLimit } from '../common/rate-limit/rate-limit.entity';
import { User } from '../admin/user.entity';
import { Article } from '../articles/article.entity';
import { AffiliateClick } from '../affiliate/affiliate-click.entity';
import { PriceFeedSource } from '../affiliate/price-feeds/price-feed-source.entity';
import { JobLease } from '../affiliate/link-health/job-lease.entity';
import { LinkCheck } from '../affiliate/link-health/link-check.entity';
import { AnalyticsDaily } from '../analytics/analytics-daily.entity';
import { AnalyticsEvent } from '../analytics/analytics-event.entity';
import { AnalyticsRollup } from '../analytics/analytics-rollup.entity';
import { AnalyticsSalt } from '../analytics/analytics-salt.entity';
import { AnalyticsSettings } from '../analytics/analytics-settings.entity';
import { Commission } from '../analytics/commission.entity';
import { CommissionNetwork } from '../analytics/commission-network.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { ContentVersion } from '../common/content-versions/content-version.entity';
import { EdgePurge } from '../common/edge/edge-purge.entity';
import { IdempotencyKey } from '../common/idempotency/idempotency-key.entity';
import { Contact } from '../contact/contact.entity';
import { DiveSiteForecast } from '../conditions/dive-site-forecast.entity';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Location } from '../locations/location.entity';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { MediaItem } from '../media/media-item.entity';
import { Newsletter } from '../newsletter/newsletter.entity';
import { NewsletterIssue } from '../newsletter/issues/newsletter-issue.entity';
import { WindowAlert } from '../newsletter/alerts/window-alert.entity';
import { Product } from '../products/product.entity';
import { ProductOffer } from '../products/offers/product-offer.entity';
import { ProductOfferPrice } from '../products/offers/product-offer-price.entity';
import { Review } from '../reviews/review.entity';

export const ENTITIES = [
  EdgePurge,
  AuditLog,
  RateLimit,
  User,
  AdminSession,
  Product,
  Location,
  Article,
  Newsletter,
  Contact,
  DiveSite,
  Review,
  ContentVersion,
  MediaItem,
  AffiliateClick,
  LinkCheck,
  JobLease,
  IdempotencyKey,
  OutboxMessage,
  NewsletterIssue,
  WindowAlert,
  DiveSiteForecast,
  ProductOffer,
  ProductOfferPrice,
  AnalyticsEvent,
  AnalyticsDaily,
  AnalyticsRollup,
  AnalyticsSalt,
  AnalyticsSettings,
  Commission,
  CommissionNetwork,
  PriceFeedSource,
];
