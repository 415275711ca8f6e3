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

/** An event's row before the day, device and visitor hash are added. */
type EventRow = Omit<NewEvent, 'day' | 'device' | 'visitor'>;

/** Buffered rows beyond this are dropped (and logged) while the database is away, so memory stays bounded. */
const MAX_BUFFERED = 50_000;

function header(request: BeaconRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** What a User-Agent says about the visit; readers arrive with a few dozen agents, so each is worked out once. */
interface AgentFacts {
  bot: boolean;
  device: ReturnType<typeof deviceClass>;
}

/** Agents remembered; past this the memory starts again (a flood of made-up agents cannot grow it). */
const MAX_AGENTS = 1000;
const agents = new Map<string, AgentFacts>();

function agentFacts(agent: string): AgentFacts {
  let facts = agents.get(agent);
  if (!facts) {
    if (agents.size >= MAX_AGENTS) agents.clear();
    facts = { bot: isbot(agent), device: deviceClass(agent) };
    agents.set(agent, facts);
  }
  return facts;
}

/**
 * Why an event is answered 202 but not stored: a known bot, a browser asking not to be tracked
 * (`Sec-GPC: 1`, `DNT: 1`), a request without a User-Agent, or the owner signed in to the admin.
 */
export function notCountedBecause(request: BeaconRequest): string | null {
  const agent = header(request, 'user-agent');
  if (!agent || agentFacts(agent).bot) return 'bot';
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
  private salt: { day: string; value: Promise<string>; known?: string } | null = null;
  private today: { minute: number; day: string } | null = null;

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
    if (typeof row === 'string') throw new BadRequestException(row);
    if (notCountedBecause(request)) return;
    const day = this.dayOf(now);
    this.keep(request, row, day, await this.saltOf(day));
  }

  /**
   * The beacon's fast path (beacon-fast-path.ts): takes an event that passed strictBeaconEvent as
   * collect would, but at once and only when nothing needs an answer other than 202. False, with
   * nothing counted, when the event is refused (400), the client is over its limit (429) or the
   * day's salt is not read yet: then collect, through the full pipeline, decides and answers.
   */
  accept(request: BeaconRequest, event: AnalyticsEventDto, now = new Date()): boolean {
    const row = this.toRow(event);
    if (typeof row === 'string') return false;
    const counted = notCountedBecause(request) === null;
    const day = this.dayOf(now);
    let salt: string | undefined;
    if (counted) {
      void this.saltOf(day);
      salt = this.salt?.known;
      if (salt === undefined) return false;
    }
    if (!this.limiter.allow(clientLimitKey(request), now.getTime())) return false;
    if (salt !== undefined) this.keep(request, row, day, salt);
    return true;
  }

  /**
   * The site's calendar day of `now`, worked out once a minute: every time zone's day starts on a
   * whole minute, and formatting a date in a zone costs more than the rest of a beacon post's checks.
   */
  private dayOf(now: Date): string {
    const minute = Math.floor(now.getTime() / 60_000);
    if (this.today?.minute !== minute) this.today = { minute, day: calendarDay(now, this.config.siteTimeZone) };
    return this.today.day;
  }

  /** Buffers a counted event under its visitor hash (written by the next flush). */
  private keep(request: BeaconRequest, row: EventRow, day: string, salt: string): void {
    const { ipAddress, userAgent } = clientInfo(request);
    const visitor = createHash('sha256').update(`${salt}\n${ipAddress}\n${userAgent}`).digest('hex').slice(0, 16);
    if (this.buffer.length >= MAX_BUFFERED) {
      this.logger.warn('Analytics buffer full (is the database away?): an event was dropped');
      return;
    }
    this.buffer.push({ ...row, day, device: agentFacts(userAgent).device, visitor });
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

  /** The row of a valid event, or why it is refused. */
  private toRow(event: AnalyticsEventDto): EventRow | string {
    const path = event.path.split(/[?#]/)[0]!;
    if (event.kind === 'not_found' ? !isSitePathShape(path) : !isPublicPagePath(path)) return 'path is not a page of this site.';
    const referrer = (event.referrer ?? '')
      .trim()
      .toLowerCase()
      .replace(/^www\./, '');
    if (referrer && !isReferrer(referrer)) return 'referrer must be a host name or a path of this site.';
    if (event.kind === 'search' && (event.term === undefined || event.results === undefined)) {
      return 'A search needs its term and its number of results.';
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
      const salt: { day: string; value: Promise<string>; known?: string } = { day, value };
      value.then(
        (known) => (salt.known = known),
        // A failed read is retried by the next event.
        () => {
          if (this.salt === salt) this.salt = null;
        },
      );
      this.salt = salt;
    }
    return this.salt.value;
  }
}
