import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly } from '../common/admin-only.decorator';
import { clientInfo } from '../auth/client-info';
import { BODY_LIMITS, BodyLimit } from '../common/request-limits';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminAuthService } from './admin-auth.service';
import { AdminSession } from '../auth/admin-session.entity';
import { toAdminSessionResponse } from './admin-session.mapper';
import { AdminLoginDto, AdminLogoutResponseDto, AdminSessionResponseDto } from './admin.dto';
import { LoginAttemptRequest, LoginThrottleGuard } from './login-throttle.guard';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../auth/session-cookie';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

type SessionRequest = FastifyRequest & { adminSession?: AdminSession | null };

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs the owner in: checks the password and starts a new server-side session (cookie ddu_session).
   *
   * @remarks Public. Failed attempts are limited (429 with Retry-After). The session lives in the database; the
   * cookie is HttpOnly and SameSite=Strict.
   */
  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginThrottleGuard)
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiOkResponse({ type: AdminSessionResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No password in the body.' })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: 'Invalid password.' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'More than 5 attempts in 15 minutes from this client.' })
  async loginAdmin(
    @Body() dto: AdminLoginDto,
    @Req() request: LoginAttemptRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionResponseDto> {
    const cookie = request.cookies[SESSION_COOKIE];
    const { token, session } = await this.auth.login(dto.password, clientInfo(request), cookie, request.loginAttempt!);
    setSessionCookie(reply, token, this.config);
    return toAdminSessionResponse(session, this.config.session.idleMinutes, this.config.siteTimeZone);
  }

  /**
   * Whether the caller has a live admin session (each check counts as activity).
   *
   * @remarks Public: 401 without a live session, 200 with one; the admin area asks it on load.
   */
  @Get('session')
  @AdminOnly()
  @ApiOkResponse({ type: AdminSessionResponseDto })
  async getAdminSession(@Req() request: SessionRequest): Promise<AdminSessionResponseDto> {
    return toAdminSessionResponse(request.adminSession!, this.config.session.idleMinutes, this.config.siteTimeZone);
  }

  /**
   * Signs out: the session is destroyed on the server and the cookie cleared. Safe to call twice.
   *
   * @remarks Public: a client can always call it, with or without a session.
   */
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminLogoutResponseDto })
  async logoutAdmin(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminLogoutResponseDto> {
    await this.auth.logout(request.cookies[SESSION_COOKIE], clientInfo(request));
    clearSessionCookie(reply, this.config);
    return { authenticated: false };
  }
}
