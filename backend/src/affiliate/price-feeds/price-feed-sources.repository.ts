import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PriceFeedSource } from './price-feed-source.entity';

/** The feed addresses the owner keeps (table `price_feed_sources`). */
@Injectable()
export class PriceFeedSourcesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get rows() {
    return this.dataSource.getRepository(PriceFeedSource);
  }

  list(): Promise<PriceFeedSource[]> {
    return this.rows.find({ order: { sellerName: 'ASC', id: 'ASC' } });
  }

  async get(id: number): Promise<PriceFeedSource> {
    const source = await this.rows.findOneBy({ id });
    if (!source) throw new NotFoundException(`No price feed has the id ${id}.`);
    return source;
  }

  async add(sellerName: string, url: string): Promise<PriceFeedSource> {
    const same = await this.rows.findOneBy({ url });
    if (same) throw new ConflictException(`This feed address is already listed, for ${same.sellerName}.`);
    return this.rows.save(this.rows.create({ sellerName, url }));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.rows.delete({ id });
    if (!affected) throw new NotFoundException(`No price feed has the id ${id}.`);
  }

  async recordFetch(id: number, ok: boolean, sentence: string, at: Date): Promise<void> {
    await this.rows.update({ id }, { lastOk: ok, lastResult: sentence.slice(0, 500), lastFetchedAt: at });
  }
}
