import type { MigrationInterface } from 'typeorm';
import { InitialSchema1795310372862 } from './1795310372862-InitialSchema';
import { DiveSiteSeedHash1795400000000 } from './1795400000000-DiveSiteSeedHash';
import { ContentVersions1795450788472 } from './1795450788472-ContentVersions';
import { AuditLogAggregation1795451853518 } from './1795451853518-AuditLogAggregation';
import { AffiliateClicks1795456997527 } from './1795456997527-AffiliateClicks';
import { MediaLibrary1795457288666 } from './1795457288666-MediaLibrary';
import { ScheduledPublishing1795458116636 } from './1795458116636-ScheduledPublishing';
import { LinkHealth1795458986179 } from './1795458986179-LinkHealth';
import { NewsletterConsent1795500000000 } from './1795500000000-NewsletterConsent';
import { CapitaliseDiveSiteNames1795600000000 } from './1795600000000-CapitaliseDiveSiteNames';
import { OwnProductPictures1795600000001 } from './1795600000001-OwnProductPictures';
import { IdempotencyKeys1795668740869 } from './1795668740869-IdempotencyKeys';
import { LinkCheckCouldNotCheck1795668800000 } from './1795668800000-LinkCheckCouldNotCheck';
import { OutboxMessages1795668845630 } from './1795668845630-OutboxMessages';
import { DoubleOptIn1795669320006 } from './1795669320006-DoubleOptIn';
import { NewsletterIssues1795670207420 } from './1795670207420-NewsletterIssues';
import { GuideSentAt1795672498019 } from './1795672498019-GuideSentAt';
import { DiveSiteForecasts1795679343725 } from './1795679343725-DiveSiteForecasts';
import { IdempotencyKeyByteForByte1795700000000 } from './1795700000000-IdempotencyKeyByteForByte';
import { DiveSiteStates1795831033892 } from './1795831033892-DiveSiteStates';
import { ProductOffers1795843700000 } from './1795843700000-ProductOffers';
import { Analytics1795990000000 } from './1795990000000-Analytics';
import { NewsletterSignupPage1795990000001 } from './1795990000001-NewsletterSignupPage';
import { Commissions1796100000000 } from './1796100000000-Commissions';
import { AnalyticsSettings1796100000001 } from './1796100000001-AnalyticsSettings';
import { MergeLookAlikeSubscribers1795840000000 } from './1795840000000-MergeLookAlikeSubscribers';
import { EdgePurges1795900000000 } from './1795900000000-EdgePurges';
import { DiveSiteSlackOffset1795910000000 } from './1795910000000-DiveSiteSlackOffset';
import { DiveSiteExposure1795920000000 } from './1795920000000-DiveSiteExposure';
import { ProductReviewLink1796000000000 } from './1796000000000-ProductReviewLink';
import { ProductSpecs1796200000000 } from './1796200000000-ProductSpecs';
import { PriceFeedSources1796300000000 } from './1796300000000-PriceFeedSources';
import { DiveWindowAlerts1796400000000 } from './1796400000000-DiveWindowAlerts';
import { DiveSiteSlackOffsetSource1796410000000 } from './1796410000000-DiveSiteSlackOffsetSource';
import { NewsletterWeekendSites1796410000001 } from './1796410000001-NewsletterWeekendSites';
import { OutboxWindowAlert1796420000000 } from './1796420000000-OutboxWindowAlert';

/** Every migration, in order. A newly generated migration is added here after review. */
export const MIGRATIONS: (new () => MigrationInterface)[] = [
  InitialSchema1795310372862,
  DiveSiteSeedHash1795400000000,
  ContentVersions1795450788472,
  AuditLogAggregation1795451853518,
  AffiliateClicks1795456997527,
  MediaLibrary1795457288666,
  ScheduledPublishing1795458116636,
  LinkHealth1795458986179,
  NewsletterConsent1795500000000,
  CapitaliseDiveSiteNames1795600000000,
  OwnProductPictures1795600000001,
  IdempotencyKeys1795668740869,
  LinkCheckCouldNotCheck1795668800000,
  OutboxMessages1795668845630,
  DoubleOptIn1795669320006,
  NewsletterIssues1795670207420,
  GuideSentAt1795672498019,
  DiveSiteForecasts1795679343725,
  IdempotencyKeyByteForByte1795700000000,
  DiveSiteStates1795831033892,
  MergeLookAlikeSubscribers1795840000000,
  ProductOffers1795843700000,
  EdgePurges1795900000000,
  DiveSiteSlackOffset1795910000000,
  DiveSiteExposure1795920000000,
  Analytics1795990000000,
  NewsletterSignupPage1795990000001,
  ProductReviewLink1796000000000,
  Commissions1796100000000,
  AnalyticsSettings1796100000001,
  ProductSpecs1796200000000,
  PriceFeedSources1796300000000,
  DiveWindowAlerts1796400000000,
  DiveSiteSlackOffsetSource1796410000000,
  NewsletterWeekendSites1796410000001,
  OutboxWindowAlert1796420000000,
];
