import { Controller, Get, Header, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-errors';
import { HealthResponseDto, LivenessResponseDto } from './health.dto';
import { HealthService } from './health.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * Readiness: whether the app and its database answer (the database check is bounded to 2 s).
   *
   * @remarks Public, never cached: 503 while the database does not answer, so a load balancer stops sending
   * visitors here.
   */
  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database does not answer (with Retry-After).' })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponseDto> {
    const result = await this.health.check();
    if (result.status !== 'ok') {
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      throw new ServiceUnavailableException(result);
    }
    return result;
  }

  /**
   * Liveness: whether the process answers. Never touches the database.
   *
   * @remarks Public, never cached: for a container's liveness probe, which should not restart the app when only
   * the database is down.
   */
  @Get('live')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ type: LivenessResponseDto })
  getLiveness(): LivenessResponseDto {
    return this.health.live();
  }
}
