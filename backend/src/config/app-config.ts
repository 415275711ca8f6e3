import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { weakPasswordReason } from './password-strength';

/**
 * The only place that reads process.env. Everything else receives an AppConfig,
 * so a bad setting fails at start-up with a sentence a person can act on.
 */
export type DatabaseKind = 'mysql' | 'mariadb' | 'sqlite';
export type NodeEnv = 'development' | 'production' | 'test';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface AppConfig {
  host: string;
  port: number;
  database: {
    kind: DatabaseKind;
    url?: string;
    sqlitePath: string;
    /** Bounded waits, so a hanging database looks like an outage (503) rather than a hang. */
    timeouts: { connectMs: number; acquireMs: number; queryMs: number };
    /** Read replicas of `url` (DATABASE_REPLICA_URLS): public reads go to a healthy one, everything else to the primary. */
    replicas: ReplicaConfig;
  };
  adminPassword?: string;
  /** bcrypt cost factor for the owner's password (12 in production; tests use less). */
  passwordHashCost: number;
  /** Proxy addresses whose X-Forwarded-For is believed; empty = use the socket address. */
  trustProxy: string[];
  session: { idleMinutes: number; absoluteHours: number; cookieSecure: boolean };
  loginThrottle: { maxAttempts: number; windowMinutes: number };
  formThrottle: { maxRequests: number; windowMinutes: number };
  /** Caps over every client together, for floods from many addresses (see site-caps/site-caps.service.ts). */
  siteCaps: SiteCapsConfig;
  /** Audit rows are deleted this many days after their latest event. */
  auditRetentionDays: number;
  /** Origins allowed to send state-changing requests (CSRF); the request's own host is always allowed. */
  allowedOrigins: string[];
  /** The site's one public address, without a trailing slash: every absolute link is built from it, never from the Host header. */
  publicUrl: string;
  /** HMAC key of newsletter unsubscribe links (NEWSLETTER_SECRET; required in production). */
  newsletterSecret: string;
  /** json: one JSON line per request and event (pino, the production default); pretty: readable console lines. */
  log: { format: 'json' | 'pretty'; level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' };
  smtp: SmtpConfig | null;
  contactRecipient: string;
  frontendDist: string;
  publicCache: PublicCacheConfig;
  /** A shared cache (Varnish, a CDN) in front: its Cache-Control and how it is purged on publish. */
  edge: EdgeConfig;
  media: MediaConfig;
  /** IANA time zone of the site: click days, "Scheduled for …" in the admin. */
  siteTimeZone: string;
  /**
   * The Google Analytics ID the frontend was built with (VITE_GA_MEASUREMENT_ID, read from the same
   * environment or .env): the CSP names Google's hosts only when it is set.
   */
  analyticsMeasurementId?: string;
  /** How often each instance publishes drafts whose publish time has come. */
  scheduledPublishPollMs: number;
  /** How often each instance asks whether the dive-window alerts are due (Thursday and Friday); 0 = never, for tests that run the check by hand. */
  windowAlertPollMs: number;
  analytics: AnalyticsConfig;
  /** The query parameter /go/ links hand the affiliate network the click's sub-id in (e.g. `subid`); none: no sub-id. */
  affiliateSubIdParam?: string;
  linkHealth: LinkHealthConfig;
  /** Sellers' product feeds fetched with the daily link check (PRICE_FEEDS). */
  priceFeeds: { sellerName: string; url: string }[];
  outbox: OutboxConfig;
  newsletter: NewsletterConfig;
  pageRendering: PageRenderingConfig;
  connections: ConnectionLimitsConfig;
  openMeteo: OpenMeteoConfig;
  /**
   * Lets seller links, link checks and fetched images reach loopback and private addresses. Only for
   * tests with local stub servers (ALLOW_PRIVATE_LINK_TARGETS=true, refused in production).
   */
  allowPrivateLinkTargets: boolean;
}

/** The site's own cookie-free analytics (see docs/analytics.md). */
export interface AnalyticsConfig {
  /** Raw events are deleted this many days after their day; the daily roll-ups are kept. */
  rawRetentionDays: number;
  /** Beacon posts one client (an IPv4 address, an IPv6 /64) may send per minute; beyond, 429. */
  eventsPerMinute: number;
  /** Buffered events are written at least this often (and whenever `batchRows` are waiting). */
  flushMs: number;
  batchRows: number;
  /** How often each instance asks whether a day is due to be rolled up (0 = never, for tests that roll up by hand). */
  rollupPollMs: number;
}

export interface SiteCapsConfig {
  /** Newsletter confirmation e-mails the whole site sends per hour; beyond, sign-ups answer 429 until the hour is over. */
  confirmationEmailsPerHour: number;
  /** Wrong admin passwords per hour from all clients together; beyond, every login answers 429 until the hour is over. */
  failedLoginsPerHour: number;
}

/** Server renders of pages that are not in the cache (see backend/src/pages/http/render-shield.ts). */
export interface PageRenderingConfig {
  /** Renders in flight at once. */
  concurrency: number;
  /** Renders waiting for a slot; beyond, the client with the most renders in its window gets 429 (or everyone 503 when all are alike). */
  maxWaiting: number;
  /** Renders (cache misses) one client (an IPv4 address, an IPv6 /64) may cause per window; beyond, 429 with Retry-After. */
  missesPerWindow: number;
  missWindowSeconds: number;
  /** Render in a worker thread, so renders never hold the event loop (PAGE_RENDER_THREAD=false: on the main thread). */
  thread: boolean;
}

/** Live dive conditions from Open-Meteo (see backend/src/conditions and the README). */
export interface OpenMeteoConfig {
  /** The Marine API (waves, swell, sea temperature, sea level). */
  marineUrl: string;
  /** The Forecast API (wind, gusts, sunrise and sunset). */
  forecastUrl: string;
  /** Sent as `apikey` (Open-Meteo's commercial plan); none for the free service or a self-hosted instance. */
  apiKey?: string;
  /** Longest wait for one upstream answer. */
  timeoutMs: number;
  /** Longest a visitor's request waits for a forecast being fetched before the last good one (or none) is sent. */
  requestWaitMs: number;
  /** After a failed fetch (timeout, 5xx, nonsense) the upstream is left alone this long; a 429's Retry-After wins when longer. */
  retryAfterFailureMs: number;
  /** Keep featured sites' forecasts fresh in the background (off in tests unless asked for). */
  keepFeaturedWarm: boolean;
}

/** Socket limits of the HTTP server (Fastify's server options); a reverse proxy adds its own. */
export interface ConnectionLimitsConfig {
  /** A whole request (headers and body) must arrive within this; else 408 and the connection is closed. */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/** The e-mail outbox (backend/src/mail): how often it is read and how failures are retried. */
export interface OutboxConfig {
  /** How often each instance looks for messages due (a new message also nudges it at once). */
  pollMs: number;
  /** The first retry after a temporary failure; each further retry waits four times longer. */
  retryBaseMs: number;
  /** Attempts before a temporarily failing message is given up as failed. */
  maxAttempts: number;
  /** How long a claimed message is reserved for its instance; a crashed instance's claims are taken over after it. */
  leaseMs: number;
  /** Longest wait for the mail server within a visitor's request (the contact form); the outbox keeps trying after it. */
  requestWaitMs: number;
  /** Connection, greeting and socket timeouts of the SMTP client. */
  smtpTimeoutMs: number;
  /** Pooled SMTP connections per instance. */
  maxConnections: number;
}

export interface NewsletterConfig {
  /** Newsletter e-mails sent per minute across all instances; 0 = no limit. */
  sendPerMinute: number;
  /** Where replies and mailto unsubscribes go; also the contact named in every e-mail (Spam Act 2003). */
  replyAddress: string;
}

/** The scheduled check of every seller link (see backend/src/affiliate/link-health). */
export interface LinkHealthConfig {
  /** Hours between two full checks; 0 turns the schedule off ("Check now" still works). */
  intervalHours: number;
  /** Longest wait for one link's answer. */
  timeoutMs: number;
  /** Links checked at the same time. */
  concurrency: number;
  /** Requests to one seller's host at the same time during a price check (politeness). */
  perHost: number;
  /** Largest seller page read for its price data; the rest is not downloaded. */
  maxPageBytes: number;
}

/** Uploaded photos (backend/src/media): where the variants go and how big an upload may be. */
export interface MediaConfig {
  /** Disk storage folder (MEDIA_DIR, default <DATA_DIR>/media); unused when S3 is configured. */
  dir: string;
  maxUploadBytes: number;
  /** Decoded pixels an upload may have (decompression bombs are refused before they are decoded). */
  maxPixels: number;
  s3: S3MediaConfig | null;
}

export interface S3MediaConfig {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where visitors fetch the objects (a CDN, or the bucket's own address), without a trailing slash. */
  publicBaseUrl: string;
}

/** The read cache for public answers (see backend/src/common/public-cache). */
export interface PublicCacheConfig {
  /** Bytes the keyed answers (slugs, ids, search terms, pages) may hold together. */
  maxBytes: number;
  /** How often each instance reads the content versions; other instances' writes show within this. */
  versionPollMs: number;
  /** `Cache-Control: public, max-age` for browsers and CDNs. */
  maxAgeSeconds: number;
  /** `stale-while-revalidate`: how long a CDN may keep serving an old copy while it fetches a new one. */
  staleWhileRevalidateSeconds: number;
}

/** Read replicas (see backend/src/database/read-replicas.ts). */
export interface ReplicaConfig {
  urls: string[];
  /** A replica further behind its primary than this is left out until it catches up. */
  maxLagSeconds: number;
  /** How often each replica's health and lag are checked. */
  checkMs: number;
}

/** Where purges go: none (no shared cache to tell), Varnish servers, or a CDN's purge API. */
export type PurgerConfig =
  | { kind: 'varnish'; urls: string[] }
  | { kind: 'fastly'; apiUrl: string; serviceId: string; token: string }
  | { kind: 'cloudflare'; apiUrl: string; zoneId: string; token: string };

export interface EdgeConfig {
  /** `s-maxage` of public answers: how long a shared cache keeps them (it is purged by tag on publish). */
  sharedMaxAgeSeconds: number;
  /** `stale-if-error`: how long a shared cache may serve an old copy while every instance is down. */
  staleIfErrorSeconds: number;
  purger: PurgerConfig | null;
  /** The purge queue (backend/src/edge): polling, retries with backoff, claims. */
  purge: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number; timeoutMs: number };
}

const DEV_SERVER_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  }
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function databaseKindOf(url: string | undefined): DatabaseKind {
  if (!url) return 'sqlite';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`DATABASE_URL is not a valid URL (expected mysql://user:password@host:3306/database).`);
  }
  const scheme = parsed.protocol.replace(':', '');
  if (scheme !== 'mysql' && scheme !== 'mariadb') {
    throw new ConfigError(`DATABASE_URL must start with mysql:// or mariadb:// (got "${scheme}://").`);
  }
  if (!parsed.hostname || parsed.pathname.length < 2) {
    throw new ConfigError(`DATABASE_URL must name a host and a database, e.g. mysql://user:password@host:3306/divedownunder.`);
  }
  return scheme;
}

function smtpFrom(env: Env): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: int(env, 'SMTP_PORT', 587, 1, 65535),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM || 'Dive Down Under <no-reply@divedownunder.com.au>',
  };
}

function logFrom(env: Env, nodeEnv: NodeEnv): AppConfig['log'] {
  const format = env.LOG_FORMAT || (nodeEnv === 'production' ? 'json' : 'pretty');
  if (format !== 'json' && format !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty (got "${format}").`);
  const level = env.LOG_LEVEL || 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug'].includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be fatal, error, warn, info or debug (got "${level}").`);
  }
  return { format, level: level as AppConfig['log']['level'] };
}

/** An http(s) address without query, fragment or credentials, trailing slashes dropped; undefined when unset. */
function plainHttpUrl(env: Env, name: string, example?: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (${example ? `expected e.g. ${example}, ` : ''}got "${raw}").`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash || parsed.username) {
    throw new ConfigError(`${name} must be a plain http:// or https:// address (got "${raw}").`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

function s3From(env: Env): S3MediaConfig | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too.');
  }
  const endpoint = plainHttpUrl(env, 'S3_ENDPOINT');
  const region = env.S3_REGION?.trim() || 'us-east-1';
  const publicBaseUrl =
    plainHttpUrl(env, 'S3_PUBLIC_BASE_URL') ?? (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
  return {
    endpoint,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    // Most S3-compatible servers (MinIO, R2, s3rver) address buckets by path.
    forcePathStyle: endpoint ? env.S3_FORCE_PATH_STYLE !== 'false' : env.S3_FORCE_PATH_STYLE === 'true',
    publicBaseUrl,
  };
}

function purgerFrom(env: Env): PurgerConfig | null {
  const kind = env.EDGE_PURGER?.trim().toLowerCase() || '';
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`EDGE_PURGER is ${kind}, so ${name} must be set too.`);
    return value;
  };
  switch (kind) {
    case '':
    case 'none':
      return null;
    case 'varnish': {
      const urls = list(env.VARNISH_PURGE_URLS);
      if (!urls.length)
        throw new ConfigError('EDGE_PURGER is varnish, so VARNISH_PURGE_URLS must name its servers (e.g. http://127.0.0.1:6081).');
      return { kind, urls: urls.map((url) => plainHttpUrl({ VARNISH_PURGE_URLS: url }, 'VARNISH_PURGE_URLS')!) };
    }
    case 'fastly':
      return {
        kind,
        apiUrl: plainHttpUrl(env, 'FASTLY_API_URL') ?? 'https://api.fastly.com',
        serviceId: required('FASTLY_SERVICE_ID'),
        token: required('FASTLY_API_TOKEN'),
      };
    case 'cloudflare':
      return {
        kind,
        apiUrl: plainHttpUrl(env, 'CLOUDFLARE_API_URL') ?? 'https://api.cloudflare.com/client/v4',
        zoneId: required('CLOUDFLARE_ZONE_ID'),
        token: required('CLOUDFLARE_API_TOKEN'),
      };
    default:
      throw new ConfigError(`EDGE_PURGER must be varnish, fastly, cloudflare or empty (got "${env.EDGE_PURGER}").`);
  }
}

function edgeFrom(env: Env, maxAgeSeconds: number): EdgeConfig {
  const purger = purgerFrom(env);
  return {
    // Purged on publish, a shared cache may keep answers a day; without a purger it must not outlive the browsers' copy.
    sharedMaxAgeSeconds: int(env, 'EDGE_SHARED_MAX_AGE_SECONDS', purger ? 86_400 : maxAgeSeconds, 0, 31_536_000),
    staleIfErrorSeconds: int(env, 'EDGE_STALE_IF_ERROR_SECONDS', 86_400, 0, 31_536_000),
    purger,
    purge: {
      pollMs: int(env, 'EDGE_PURGE_POLL_MS', 1000, 50, 60_000),
      retryBaseMs: int(env, 'EDGE_PURGE_RETRY_SECONDS', 5, 1, 3600) * 1000,
      maxAttempts: int(env, 'EDGE_PURGE_MAX_ATTEMPTS', 10, 1, 50),
      leaseMs: 30_000,
      timeoutMs: int(env, 'EDGE_PURGE_TIMEOUT_MS', 5000, 100, 60_000),
    },
  };
}

function replicasFrom(env: Env, primary: string | undefined): ReplicaConfig {
  const urls = list(env.DATABASE_REPLICA_URLS);
  if (urls.length && !primary) throw new ConfigError('DATABASE_REPLICA_URLS needs DATABASE_URL: replicas copy a MySQL/MariaDB primary.');
  urls.forEach((url) => {
    try {
      databaseKindOf(url);
    } catch {
      throw new ConfigError(
        `DATABASE_REPLICA_URLS: "${url.replace(/\/\/[^@/]*@/, '//…@')}" is not a mysql:// or mariadb:// address with a host and a database.`,
      );
    }
  });
  return {
    urls,
    maxLagSeconds: int(env, 'DATABASE_REPLICA_MAX_LAG_SECONDS', 5, 0, 86_400),
    checkMs: int(env, 'DATABASE_REPLICA_CHECK_MS', 1000, 100, 60_000),
  };
}

function publicUrlFrom(env: Env, nodeEnv: NodeEnv, port: number): string {
  const url = plainHttpUrl(env, 'PUBLIC_URL', 'https://divedownunder.com.au');
  if (url !== undefined) return url;
  if (nodeEnv === 'production') {
    throw new ConfigError(
      'PUBLIC_URL must be set in production (e.g. https://divedownunder.com.au): links in the sitemap and pages use it.',
    );
  }
  return `http://localhost:${port}`;
}

/** Shortest NEWSLETTER_SECRET accepted: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
const MIN_SECRET_LENGTH = 32;

/**
 * Unsubscribe links must keep working across restarts, so outside production the fallback is derived
 * from the database's address (stable for one database, different between databases), never random.
 */
function newsletterSecretFrom(env: Env, nodeEnv: NodeEnv, databaseId: string): string {
  const raw = env.NEWSLETTER_SECRET?.trim();
  if (!raw) {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'NEWSLETTER_SECRET must be set in production (32+ random characters, e.g. from `openssl rand -hex 32`): it signs unsubscribe links.',
      );
    }
    return createHash('sha256').update(`ddu-development-newsletter-secret:${databaseId}`).digest('hex');
  }
  if (raw.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`NEWSLETTER_SECRET must be at least ${MIN_SECRET_LENGTH} characters long (e.g. from \`openssl rand -hex 32\`).`);
  }
  return raw;
}

/**
 * PRICE_FEEDS: one feed per line or ';', "Seller Name=https://network.example/feed.csv". The seller's
 * name must be the one its offers carry; a line that is not a name and an http(s) address stops start-up.
 */
function priceFeedsFrom(env: Env): { sellerName: string; url: string }[] {
  const text = env.PRICE_FEEDS?.trim();
  if (!text) return [];
  return text
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=http');
      const sellerName = at > 0 ? line.slice(0, at).trim() : '';
      const url = at > 0 ? line.slice(at + 1).trim() : '';
      if (!sellerName || !/^https?:\/\/[^\s]+$/i.test(url)) {
        throw new ConfigError(`PRICE_FEEDS: "${line}" is not "Seller Name=https://…"`);
      }
      return { sellerName, url };
    });
}

function timeZoneFrom(env: Env): string {
  const zone = env.SITE_TIME_ZONE?.trim() || 'Australia/Sydney';
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: zone });
  } catch {
    throw new ConfigError(`SITE_TIME_ZONE must be an IANA time zone such as Australia/Perth (got "${zone}").`);
  }
  return zone;
}

function connectionLimitsFrom(env: Env): ConnectionLimitsConfig {
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000);
  return {
    requestTimeoutMs,
    // Node refuses a header timeout longer than the whole request's.
    headersTimeoutMs: Math.min(requestTimeoutMs, int(env, 'HEADERS_TIMEOUT_MS', 15_000, 1000, 600_000)),
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1000, 600_000),
  };
}

function openMeteoFrom(env: Env, nodeEnv: NodeEnv): OpenMeteoConfig {
  return {
    marineUrl: plainHttpUrl(env, 'OPEN_METEO_MARINE_URL') ?? 'https://marine-api.open-meteo.com/v1/marine',
    forecastUrl: plainHttpUrl(env, 'OPEN_METEO_FORECAST_URL') ?? 'https://api.open-meteo.com/v1/forecast',
    apiKey: env.OPEN_METEO_API_KEY?.trim() || undefined,
    timeoutMs: int(env, 'OPEN_METEO_TIMEOUT_MS', 8000, 100, 120_000),
    requestWaitMs: int(env, 'OPEN_METEO_REQUEST_WAIT_MS', 1500, 0, 30_000),
    retryAfterFailureMs: int(env, 'OPEN_METEO_RETRY_SECONDS', 120, 0, 86_400) * 1000,
    keepFeaturedWarm: (env.OPEN_METEO_KEEP_WARM ?? (nodeEnv === 'test' ? 'false' : 'true')) === 'true',
  };
}

function allowPrivateTargetsFrom(env: Env, nodeEnv: NodeEnv): boolean {
  if (env.ALLOW_PRIVATE_LINK_TARGETS !== 'true') return false;
  if (nodeEnv === 'production') {
    throw new ConfigError('ALLOW_PRIVATE_LINK_TARGETS is for tests with local stub servers and cannot be set in production.');
  }
  return true;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV ?? 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}").`);
  }
  const url = env.DATABASE_URL || undefined;
  const kind = databaseKindOf(url);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (nodeEnv === 'production' && !adminPassword) {
    throw new ConfigError('ADMIN_PASSWORD must be set in production: the admin area has no default password.');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  }
  const weakness = nodeEnv === 'production' && adminPassword ? weakPasswordReason(adminPassword) : null;
  if (weakness) {
    throw new ConfigError(`ADMIN_PASSWORD ${weakness}. Choose a longer one that is not a common password, e.g. four unrelated words.`);
  }
  const port = int(env, 'PORT', 3000, 1, 65535);
  const root = path.resolve(__dirname, '..', '..', '..');
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  const sqlitePath = path.join(dataDir, 'dive-down-under.sqlite');
  return {
    host: env.HOST || '0.0.0.0',
    port,
    database: {
      kind,
      url,
      sqlitePath,
      timeouts: {
        connectMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 3000, 100, 60_000),
        acquireMs: int(env, 'DB_ACQUIRE_TIMEOUT_MS', 5000, 100, 60_000),
        queryMs: int(env, 'DB_QUERY_TIMEOUT_MS', 5000, 100, 600_000),
      },
      replicas: replicasFrom(env, url),
    },
    adminPassword,
    passwordHashCost: int(env, 'PASSWORD_HASH_COST', 12, 4, 15),
    trustProxy: list(env.TRUST_PROXY),
    session: {
      idleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
      absoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30),
      cookieSecure: nodeEnv === 'production' && env.COOKIE_SECURE !== 'false',
    },
    loginThrottle: { maxAttempts: 5, windowMinutes: 15 },
    formThrottle: {
      maxRequests: int(env, 'FORM_RATE_LIMIT', 5, 1, 10000),
      windowMinutes: int(env, 'FORM_RATE_WINDOW_MINUTES', 10, 1, 24 * 60),
    },
    siteCaps: {
      confirmationEmailsPerHour: int(env, 'CONFIRMATION_EMAILS_PER_HOUR', 100, 1, 1_000_000),
      failedLoginsPerHour: int(env, 'FAILED_LOGINS_PER_HOUR', 50, 1, 1_000_000),
    },
    auditRetentionDays: int(env, 'AUDIT_RETENTION_DAYS', 180, 1, 3650),
    // The Vite dev server proxies /api with its own Origin; allow it by default only in development.
    allowedOrigins: list(env.ALLOWED_ORIGINS || (nodeEnv === 'development' ? DEV_SERVER_ORIGINS : '')),
    publicUrl: publicUrlFrom(env, nodeEnv, port),
    newsletterSecret: newsletterSecretFrom(env, nodeEnv, url ?? sqlitePath),
    log: logFrom(env, nodeEnv),
    smtp: smtpFrom(env),
    contactRecipient: env.CONTACT_RECIPIENT || 'hello@divedownunder.com.au',
    frontendDist: path.resolve(env.FRONTEND_DIST || path.join(root, 'frontend', 'dist')),
    publicCache: {
      maxBytes: int(env, 'PUBLIC_CACHE_MAX_MB', 64, 1, 4096) * 1024 * 1024,
      // At most 4 s, so another instance's write always shows within the promised 5 seconds.
      versionPollMs: int(env, 'CONTENT_VERSION_POLL_MS', 1000, 100, 4000),
      maxAgeSeconds: int(env, 'PUBLIC_CACHE_MAX_AGE_SECONDS', 60, 0, 86400),
      staleWhileRevalidateSeconds: int(env, 'PUBLIC_CACHE_STALE_SECONDS', 300, 0, 7 * 86400),
    },
    edge: edgeFrom(env, int(env, 'PUBLIC_CACHE_MAX_AGE_SECONDS', 60, 0, 86400)),
    media: {
      dir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
      maxUploadBytes: int(env, 'MEDIA_MAX_UPLOAD_MB', 25, 1, 200) * 1024 * 1024,
      maxPixels: int(env, 'MEDIA_MAX_MEGAPIXELS', 50, 1, 250) * 1_000_000,
      s3: s3From(env),
    },
    siteTimeZone: timeZoneFrom(env),
    analyticsMeasurementId: env.VITE_GA_MEASUREMENT_ID?.trim() || undefined,
    scheduledPublishPollMs: int(env, 'SCHEDULED_PUBLISH_POLL_SECONDS', 30, 1, 3600) * 1000,
    windowAlertPollMs: int(env, 'WINDOW_ALERT_POLL_MINUTES', nodeEnv === 'test' ? 0 : 30, 0, 24 * 60) * 60_000,
    affiliateSubIdParam: subIdParamFrom(env.AFFILIATE_SUBID_PARAM),
    analytics: {
      rawRetentionDays: int(env, 'ANALYTICS_RAW_RETENTION_DAYS', 30, 1, 3650),
      eventsPerMinute: int(env, 'ANALYTICS_EVENTS_PER_MINUTE', 60, 1, 1_000_000),
      flushMs: int(env, 'ANALYTICS_FLUSH_MS', 1000, 10, 60_000),
      batchRows: int(env, 'ANALYTICS_BATCH_ROWS', 500, 1, 10_000),
      rollupPollMs: int(env, 'ANALYTICS_ROLLUP_POLL_MINUTES', nodeEnv === 'test' ? 0 : 10, 0, 24 * 60) * 60_000,
    },
    linkHealth: {
      // Tests never reach the internet unless a test asks for the schedule.
      intervalHours: int(env, 'LINK_CHECK_INTERVAL_HOURS', nodeEnv === 'test' ? 0 : 24, 0, 24 * 30),
      timeoutMs: int(env, 'LINK_CHECK_TIMEOUT_MS', 10_000, 100, 120_000),
      concurrency: int(env, 'LINK_CHECK_CONCURRENCY', 4, 1, 32),
      perHost: int(env, 'PRICE_CHECK_PER_HOST', 2, 1, 8),
      maxPageBytes: int(env, 'PRICE_CHECK_MAX_PAGE_KB', 2048, 64, 16_384) * 1024,
    },
    priceFeeds: priceFeedsFrom(env),
    outbox: {
      pollMs: int(env, 'OUTBOX_POLL_MS', 1000, 50, 60_000),
      retryBaseMs: int(env, 'OUTBOX_RETRY_SECONDS', 30, 1, 3600) * 1000,
      maxAttempts: int(env, 'OUTBOX_MAX_ATTEMPTS', 8, 1, 50),
      leaseMs: int(env, 'OUTBOX_LEASE_SECONDS', 120, 5, 3600) * 1000,
      requestWaitMs: 4000,
      smtpTimeoutMs: int(env, 'SMTP_TIMEOUT_SECONDS', 10, 1, 300) * 1000,
      maxConnections: int(env, 'SMTP_MAX_CONNECTIONS', 3, 1, 50),
    },
    newsletter: {
      sendPerMinute: int(env, 'NEWSLETTER_SEND_PER_MINUTE', 600, 0, 1_000_000),
      replyAddress: env.NEWSLETTER_REPLY_TO || env.CONTACT_RECIPIENT || 'hello@divedownunder.com.au',
    },
    pageRendering: {
      concurrency: int(env, 'PAGE_RENDER_CONCURRENCY', 2, 1, 32),
      maxWaiting: int(env, 'PAGE_RENDER_QUEUE', 8, 0, 1000),
      missesPerWindow: int(env, 'PAGE_MISS_BUDGET', 60, 1, 100_000),
      missWindowSeconds: int(env, 'PAGE_MISS_WINDOW_SECONDS', 60, 1, 3600),
      thread: env.PAGE_RENDER_THREAD !== 'false',
    },
    connections: connectionLimitsFrom(env),
    openMeteo: openMeteoFrom(env, nodeEnv),
    allowPrivateLinkTargets: allowPrivateTargetsFrom(env, nodeEnv),
  };
}

/** A plain query-parameter name, or undefined; anything else is a configuration mistake. */
function subIdParamFrom(value: string | undefined): string | undefined {
  const name = value?.trim();
  if (!name) return undefined;
  if (!/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(name))
    throw new ConfigError('AFFILIATE_SUBID_PARAM must be a query parameter name (letters, digits, _).');
  return name;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
