import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Transactions } from '../database/transactions';
import { Commission } from './commission.entity';
import { CommissionNetwork } from './commission-network.entity';
import { amountCents, csvRecords, reportDay } from './commission-csv';
import { CommissionNetworkDto, CommissionUploadResultDto, RejectedCommissionRowDto, UploadCommissionsDto } from './commissions.dto';

const LISTED_REJECTS = 100;
const SUB_ID_MAX = 64;

/** Affiliate networks' commission reports: uploaded by the owner, joined to pages and products by the report. */
@Injectable()
export class CommissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
  ) {}

  async networks(): Promise<CommissionNetworkDto[]> {
    const rows = await this.dataSource.getRepository(CommissionNetwork).find({ order: { name: 'ASC' } });
    return rows.map(({ name, dateColumn, subIdColumn, amountColumn }) => ({ name, dateColumn, subIdColumn, amountColumn }));
  }

  /**
   * Reads the report with the given column mapping (saved for the network), stores every good row and
   * lists the bad ones by line. The network's earlier rows of the days this file covers are replaced,
   * so uploading the same report twice counts it once.
   */
  async upload(dto: UploadCommissionsDto): Promise<CommissionUploadResultDto> {
    const [heading, ...records] = csvRecords(dto.csv);
    if (!heading) throw new BadRequestException('The file is empty.');
    const names = heading.cells.map((cell) => cell.trim().toLowerCase());
    const column = (wanted: string) => {
      const index = names.indexOf(wanted.trim().toLowerCase());
      if (index < 0) {
        throw new BadRequestException(
          `The file has no column named "${wanted.trim()}". Its columns are: ${heading.cells.map((c) => c.trim()).join(', ')}.`,
        );
      }
      return index;
    };
    const [dateAt, subIdAt, amountAt] = [column(dto.dateColumn), column(dto.subIdColumn), column(dto.amountColumn)];
    const rows: Omit<Commission, 'id' | 'networkId'>[] = [];
    const rejected: RejectedCommissionRowDto[] = [];
    for (const { line, cells } of records) {
      const cell = (at: number) => (cells[at] ?? '').trim();
      const day = reportDay(cell(dateAt));
      const cents = amountCents(cell(amountAt));
      const subId = cell(subIdAt);
      const problem =
        day === null
          ? `the date "${cell(dateAt)}" is not a date like 2026-11-28 or 28/11/2026`
          : cents === null
            ? `the amount "${cell(amountAt)}" is not a number of dollars`
            : subId.length > SUB_ID_MAX
              ? `the sub-id is longer than ${SUB_ID_MAX} characters`
              : null;
      if (problem) rejected.push({ line, message: `Line ${line}: ${problem}.` });
      else rows.push({ day: day!, subId, amountCents: cents! });
    }
    const network = dto.network.trim();
    await this.transactions.run(async (manager) => {
      const networks = manager.getRepository(CommissionNetwork);
      const mapping = { dateColumn: dto.dateColumn.trim(), subIdColumn: dto.subIdColumn.trim(), amountColumn: dto.amountColumn.trim() };
      let saved = await networks.findOneBy({ name: network });
      if (saved) await networks.update({ id: saved.id }, mapping);
      else saved = await networks.save({ name: network, ...mapping });
      const days = [...new Set(rows.map((row) => row.day))];
      const commissions = manager.getRepository(Commission);
      for (let i = 0; i < days.length; i += 500) await commissions.delete({ networkId: saved.id, day: In(days.slice(i, i + 500)) });
      for (let i = 0; i < rows.length; i += 500) {
        await commissions.insert(rows.slice(i, i + 500).map((row) => ({ ...row, networkId: saved!.id })));
      }
    });
    const sorted = rows.map((row) => row.day).sort();
    return {
      network,
      imported: rows.length,
      total: rows.reduce((sum, row) => sum + row.amountCents, 0) / 100,
      from: sorted[0] ?? '',
      to: sorted.at(-1) ?? '',
      rejected: rejected.slice(0, LISTED_REJECTS),
      rejectedCount: rejected.length,
    };
  }

  /** The stored commission rows of `from`..`to`. */
  async rows(from: string, to: string): Promise<{ day: string; subId: string; amountCents: number }[]> {
    const rows = await this.dataSource
      .getRepository(Commission)
      .createQueryBuilder('c')
      .select(['c.day', 'c.subId', 'c.amountCents'])
      .where('c.day >= :from AND c.day <= :to', { from, to })
      .getMany();
    return rows.map(({ day, subId, amountCents: cents }) => ({ day, subId, amountCents: Number(cents) }));
  }
}
