import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EdgePurgeQueue } from '../edge/edge-purge-queue';
import { CONTENT_TOPICS, ContentTopic, isContentTopic } from './content-topics';

export type ContentChangeListener = (topics: readonly ContentTopic[]) => void;

type Versions = Map<ContentTopic, string>;

/**
 * Knows when public content changed, on this instance and on every other one sharing the database.
 *
 * - `write(topics, work)` runs an admin write in a transaction that also bumps the versions of the
 *   topics it touched, so a committed change always carries its bump and a rolled-back one never
 *   does. Listeners hear about it as soon as it commits: the writing instance drops its cached
 *   answers before it answers the admin.
 * - Other instances' writes are seen by polling the versions table (one primary-key read of a
 *   handful of rows every `contentVersionPollMs`), well inside the promised 5 seconds.
 */
@Injectable()
export class ContentVersionsService implements OnModuleDestroy {
  private readonly logger = new Logger(ContentVersionsService.name);
  private readonly known: Versions = new Map();
  private readonly listeners = new Set<ContentChangeListener>();
  private timer: NodeJS.Timeout | null = null;
  private firstPoll: Promise<void> | null = null;
  private polling = false;
  private failingSince: Date | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly edgePurges?: EdgePurgeQueue,
  ) {}

  /** Calls `listener` with the topics that changed; returns the function that unsubscribes. */
  onChange(listener: ContentChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `work` and bumps `topics` in one transaction, then tells the listeners. Use it for every
   * write that changes what a visitor can see.
   */
  async write<T>(topics: readonly ContentTopic[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const { result, versions } = await this.dataSource.transaction(async (manager) => {
      const result = await work(manager);
      return { result, versions: await this.bumpIn(manager, topics) };
    });
    for (const [topic, version] of versions) this.known.set(topic, version);
    this.emit([...versions.keys()]);
    this.edgePurges?.nudge();
    return result;
  }

  /**
   * Bumps the topics inside the caller's transaction and returns their new versions. The rows are
   * created on first use, so neither the migration nor the SQLite mode has to seed them; topics are
   * bumped in a fixed order so two writers never lock the rows in opposite orders. A shared cache in
   * front gets the purge of the same topics, queued in the same transaction (see common/edge).
   */
  async bumpIn(manager: EntityManager, topics: readonly ContentTopic[]): Promise<Versions> {
    const sorted = [...new Set(topics)].sort();
    if (!sorted.length) return new Map();
    const values = sorted.map(() => '(?, 1)').join(', ');
    const upsert = this.isMysql()
      ? 'ON DUPLICATE KEY UPDATE `version` = `version` + 1'
      : 'ON CONFLICT (`topic`) DO UPDATE SET `version` = `version` + 1';
    await manager.query(`INSERT INTO \`content_versions\` (\`topic\`, \`version\`) VALUES ${values} ${upsert}`, sorted);
    await this.edgePurges?.enqueue(manager, sorted);
    const rows: { topic: string; version: string | number }[] = await manager.query(
      `SELECT \`topic\`, \`version\` FROM \`content_versions\` WHERE \`topic\` IN (${sorted.map(() => '?').join(', ')})`,
      sorted,
    );
    return toVersions(rows);
  }

  /**
   * Resolves once the versions have been read (or the read failed) and starts polling. A cache
   * awaits it before its first build, so nothing built here predates the versions it is compared to.
   */
  ready(): Promise<void> {
    if (!this.firstPoll) {
      this.firstPoll = this.poll();
      this.timer = setInterval(() => void this.poll(), this.config.publicCache.versionPollMs);
      this.timer.unref();
    }
    return this.firstPoll;
  }

  /** The latest version of each topic this instance has seen (its own writes and the last poll). */
  knownVersions(): ReadonlyMap<string, string> {
    return this.known;
  }

  /** When the versions could last not be read (database unreachable), or null while they can. */
  get unreadableSince(): Date | null {
    return this.failingSince;
  }

  /** Reads the versions and tells the listeners which topics changed since the last read. */
  async poll(): Promise<void> {
    if (this.polling || !this.dataSource.isInitialized) return;
    this.polling = true;
    try {
      const rows = await this.dataSource.query('SELECT `topic`, `version` FROM `content_versions`');
      if (this.failingSince) {
        this.logger.log(`Content versions readable again (unreadable since ${this.failingSince.toISOString()}).`);
        this.failingSince = null;
      }
      this.emit(this.absorb(toVersions(rows)));
    } catch (error) {
      if (!this.failingSince && this.dataSource.isInitialized) {
        this.failingSince = new Date();
        this.logger.warn(`Cannot read content versions; cached answers may be stale: ${String(error)}`);
      }
    } finally {
      this.polling = false;
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Remembers the versions read; topics seen for the first time are not a change. */
  private absorb(versions: Versions): ContentTopic[] {
    const changed: ContentTopic[] = [];
    for (const topic of CONTENT_TOPICS) {
      const version = versions.get(topic) ?? '0';
      const previous = this.known.get(topic);
      if (previous !== undefined && previous !== version) changed.push(topic);
      this.known.set(topic, version);
    }
    return changed;
  }

  private emit(topics: readonly ContentTopic[]): void {
    if (!topics.length) return;
    for (const listener of this.listeners) listener(topics);
  }

  private isMysql(): boolean {
    const type = this.dataSource.options.type;
    return type === 'mysql' || type === 'mariadb';
  }
}

function toVersions(rows: { topic: string; version: string | number }[]): Versions {
  const versions: Versions = new Map();
  for (const row of rows) if (isContentTopic(row.topic)) versions.set(row.topic, String(row.version));
  return versions;
}
