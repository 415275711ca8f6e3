import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const COLUMN = 64;
/** About 1 MB of text: years of a small site's commission reports. */
const MAX_CSV = 1_000_000;

export class UploadCommissionsDto {
  /** The network's name, e.g. "Commission Factory": its column mapping is saved under it for the next upload. */
  @IsString()
  @IsNotEmpty({ message: 'Please name the network.' })
  @MaxLength(COLUMN, { message: `network must be at most ${COLUMN} characters.` })
  network: string;

  /** The heading of the column with the sale's date (YYYY-MM-DD or DD/MM/YYYY). */
  @IsString()
  @IsNotEmpty({ message: 'Please name the date column.' })
  @MaxLength(COLUMN, { message: `dateColumn must be at most ${COLUMN} characters.` })
  dateColumn: string;

  /** The heading of the column with the sub-id the /go/ link handed the network. */
  @IsString()
  @IsNotEmpty({ message: 'Please name the sub-id column.' })
  @MaxLength(COLUMN, { message: `subIdColumn must be at most ${COLUMN} characters.` })
  subIdColumn: string;

  /** The heading of the column with the commission (dollars; a minus sign for a reversal). */
  @IsString()
  @IsNotEmpty({ message: 'Please name the amount column.' })
  @MaxLength(COLUMN, { message: `amountColumn must be at most ${COLUMN} characters.` })
  amountColumn: string;

  /** The report itself: CSV text with a heading row. */
  @IsString()
  @IsNotEmpty({ message: 'The file is empty.' })
  @MaxLength(MAX_CSV, { message: 'The file is too big (at most about 1 MB).' })
  csv: string;
}

export class CommissionNetworkDto {
  name: string;
  dateColumn: string;
  subIdColumn: string;
  amountColumn: string;
}

export class RejectedCommissionRowDto {
  /** The row's line in the file (the heading is line 1). */
  line: number;
  message: string;
}

export class CommissionUploadResultDto {
  network: string;
  /** Rows stored. A new upload of the same network replaces its rows of the days the file covers. */
  imported: number;
  /** Their commission, in dollars. */
  total: number;
  /** First and last day of the stored rows ('' when none). */
  from: string;
  to: string;
  /** Rows left out, with why (at most 100 listed). */
  rejected: RejectedCommissionRowDto[];
  rejectedCount: number;
}
