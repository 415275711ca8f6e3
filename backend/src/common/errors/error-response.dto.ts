import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Every 4xx/5xx answer of the API (one global filter writes it: ApiErrorsFilter). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;
  /** The HTTP status text. */
  @ApiProperty({ example: 'Bad Request' })
  error: string;
  /** What went wrong, in words a person can act on; for invalid input every problem joined into one sentence. */
  @ApiProperty({ example: 'name is required; latitude must be a number between -90 and 90.' })
  message: string;
  /** One message per broken input rule (naming its field), only when the input broke some. */
  @ApiPropertyOptional({ type: [String], example: ['name is required', 'latitude must be a number between -90 and 90'] })
  details?: string[];
  /** Only on a 500: the id of the request, also in the server log and the X-Request-Id header. */
  @ApiPropertyOptional()
  requestId?: string;
}
