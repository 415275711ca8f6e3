import { EntityManager } from 'typeorm';
import { ContentTopic } from './content-topics';
import { ContentVersionsService } from './content-versions.service';

/** Runs each write at once and remembers which topics it bumped (what the public caches would follow). */
export class FakeContentVersions implements Pick<ContentVersionsService, 'write' | 'bumpIn' | 'poll'> {
  readonly bumped: ContentTopic[] = [];

  async write<T>(topics: readonly ContentTopic[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await work({} as EntityManager);
    this.bumped.push(...topics);
    return result;
  }

  async bumpIn(_manager: EntityManager, topics: readonly ContentTopic[]): Promise<Map<ContentTopic, string>> {
    this.bumped.push(...topics);
    return new Map();
  }

  async poll(): Promise<void> {}

  asService(): ContentVersionsService {
    return this as unknown as ContentVersionsService;
  }
}
