import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { isbot } from 'isbot';
import { createHash, randomBytes } from 'node:crypto';
import { clientInfo, clientLimitKey } from '../auth/client-info';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { calendarDay } from '../common/csv/csv';
import { deviceClass, isPublicPagePath, isReferrer, isSitePathShape, normaliseTerm } from './analytics-kinds';
import { AnalyticsEventDto } from './analytics.dto';
import { AnalyticsRepository, NewEvent } from './analytics.repository';
import { BeaconLimiter } from './beacon-limiter';

export interface BeaconRequest {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Buffered rows beyond this are dropped (and logged) while the database is away, so memory stays bounded. */
const MAX_BUFFERED = 50_000;

function header(request: BeaconRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Why an event is answered 202 but not stored: a known bot, a browser asking not to be tracked
 * (`Sec-GPC: 1`, `DNT: 1`), a request without a User-Agent, or the owner signed in to the admin.
 */
export function notCountedBecause(request: BeaconRequest): string | null {
  const agent = header(request, 'user-agent');
  if (!agent || isbot(agent)) return 'bot';
  if (header(request, 'sec-gpc').trim() === '1' || header(request, 'dnt').trim() === '1') return 'opted out';
  if (header(request, 'cookie').includes(`${SESSION_COOKIE}=`)) return 'owner';
  return null;
}

/**
 * Takes the beacon's events: checks them, counts the client's posts, and buffers the rows, which
 * are written in one INSERT every ANALYTICS_FLUSH_MS (or as soon as ANALYTICS_BATCH_ROWS wait) and
 * on shutdown. A visitor is a hash of address and User-Agent under the day's salt: no cookie, nothing
 * stored in the browser, and nothing that outlives its day.
 */
@Injectable()
export class EventCollectorService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventCollectorService.name);
  private readonly limiter: BeaconLimiter;
  private buffer: NewEvent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private salt: { day: string; value: Promise<string> } | null = null;

  constructor(
    private readonly events: AnalyticsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.limiter = new BeaconLimiter(config.analytics.eventsPerMinute);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), this.config.analytics.flushMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Counts the post against the client's limit (429 beyond it), checks the event (400) and buffers it unless it is not to be counted. */
  async collect(request: BeaconRequest, event: AnalyticsEventDto, now = new Date()): Promise<void> {
    if (!this.limiter.allow(clientLimitKey(request), now.getTime())) {
      const seconds = this.limiter.retryAfterSeconds(now.getTime());
      throw new HttpException(
        { statusCode: 429, message: `Too many requests. Please try again in ${seconds} seconds.`, retryAfterSeconds: seconds },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const row = this.toRow(event);
    if (notCountedBecause(request)) return;
    const day = calendarDay(now, this.config.siteTimeZone);
    const { ipAddress, userAgent } = clientInfo(request);
    const salt = await this.saltOf(day);
    const visitor = createHash('sha256').update(`${salt}\n${ipAddress}\n${userAgent}`).digest('hex').slice(0, 16);
    if (this.buffer.length >= MAX_BUFFERED) {
      this.logger.warn('Analytics buffer full (is the database away?): an event was dropped');
      return;
    }
    this.buffer.push({ ...row, day, device: deviceClass(userAgent), visitor });
    if (this.buffer.length >= this.config.analytics.batchRows) void this.flush();
  }

  /**
   * Counts a newsletter sign-up or confirmation on `path` (the sign-up form's page, '' when unknown).
   * Recorded by the server when it happens, not by the browser: it is the site's own record of its
   * sign-ups, with no visitor hash.
   */
  recordSiteEvent(kind: 'signup' | 'confirm', path: string, now = new Date()): void {
    if (this.buffer.length >= MAX_BUFFERED) return;
    this.buffer.push({
      kind,
      path,
      day: calendarDay(now, this.config.siteTimeZone),
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      device: '',
      term: '',
      results: null,
      visitor: '',
    });
  }

  /** Writes what is buffered (events and the clients' post counts); one flush at a time. */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.write().finally(() => (this.flushing = null));
      return this.flushing;
    }
    // A flush is under way: run one more after it, for what arrived meanwhile.
    return this.flushing.then(() => this.flush());
  }

  private async write(): Promise<void> {
    const rows = this.buffer;
    this.buffer = [];
    try {
      if (rows.length) await this.events.insertEvents(rows);
    } catch (error) {
      // Kept for the next flush, so a short database outage loses nothing.
      this.buffer = rows.concat(this.buffer).slice(0, MAX_BUFFERED);
      this.logger.warn(`Could not write ${rows.length} analytics events: ${String(error)}`);
    }
    try {
      await this.limiter.flush((hits, windowEndsAt) => this.events.addBeaconHits(hits, windowEndsAt));
    } catch (error) {
      this.logger.warn(`Could not write the beacon's per-client counts: ${String(error)}`);
    }
  }

  private toRow(event: AnalyticsEventDto): Omit<NewEvent, 'day' | 'device' | 'visitor'> {
    const path = event.path.split(/[?#]/)[0]!;
    if (event.kind === 'not_found' ? !isSitePathShape(path) : !isPublicPagePath(path)) {
      throw new BadRequestException('path is not a page of this site.');
    }
    const referrer = (event.referrer ?? '')
      .trim()
      .toLowerCase()
      .replace(/^www\./, '');
    if (referrer && !isReferrer(referrer)) throw new BadRequestException('referrer must be a host name or a path of this site.');
    if (event.kind === 'search' && (event.term === undefined || event.results === undefined)) {
      throw new BadRequestException('A search needs its term and its number of results.');
    }
    const term = event.kind === 'search' ? normaliseTerm(event.term ?? '') : '';
    return {
      kind: event.kind,
      path,
      // A page view's source is another site; a link between our own pages is no source.
      referrer: event.kind === 'view' && referrer.startsWith('/') ? '' : referrer,
      utmSource: (event.utmSource ?? '').trim().toLowerCase(),
      utmMedium: (event.utmMedium ?? '').trim().toLowerCase(),
      utmCampaign: (event.utmCampaign ?? '').trim().toLowerCase(),
      term,
      results: event.kind === 'search' ? (event.results ?? 0) : null,
    };
  }

  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = this.events.saltOf(day, randomBytes(32).toString('hex'));
      // A failed read is retried by the next event.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = null;
      });
      this.salt = { day, value };
    }
    return this.salt.value;
  }
}
