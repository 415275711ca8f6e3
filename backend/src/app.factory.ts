import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AppModule, AppModuleOptions } from './app.module';
import { installBeaconFastPath } from './analytics/beacon-fast-path';
import { EventCollectorService } from './analytics/event-collector.service';
import { ApiErrorsFilter } from './common/errors/api-errors.filter';
import { readBeaconBodies, refuseNonJsonBodies } from './common/json-bodies';
import { fastifyLoggingOptions, installRequestLogging, LoggingOptions, nestLogger } from './common/logging';
import { installRequestLimits } from './common/request-limits';
import { allowPrivateLinkTargets, createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { registerPublicPages } from './pages/http/public-pages';
import { installEdgePolicy } from './common/edge/edge-policy';
import { setupSwagger } from './openapi/swagger';
import { registerMediaFiles } from './media/media-files';
import { DiskMediaStorage } from './media/media-storage';
import { MEDIA_STORAGE } from './media/media.service';
import { BOOT_LOADER_CSP_SOURCE } from './pages/render/boot-loader';

/** 1 MB: far above any legitimate form or article, far below what could hurt the server. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createApp(config: AppConfig, options: AppModuleOptions & LoggingOptions & { logger?: boolean } = {}) {
  // Address rules are class-validator decorators, outside dependency injection: told once here.
  allowPrivateLinkTargets(config.allowPrivateLinkTargets);
  const adapter = new FastifyAdapter({
    ...fastifyLoggingOptions(config, options),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that trickles its headers or body, or idles on a kept-alive socket, loses the
    // connection (408 for an unfinished request) instead of holding it; see README "Connection limits".
    requestTimeout: config.connections.requestTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      // Node checks the request timeout on this interval (30 s by default, which would double it).
      connectionsCheckingInterval: Math.min(1000, Math.floor(config.connections.requestTimeoutMs / 4)),
    },
    // Only the configured proxies may set the client address through X-Forwarded-For.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, options), adapter, {
    logger: options.logger === false ? false : nestLogger(config, adapter.getInstance()),
    bufferLogs: false,
  });
  // First of all the hooks: the beacon's accepted posts are answered before any other work.
  const collector = app.get(EventCollectorService);
  installBeaconFastPath(adapter.getInstance(), { collector: () => collector, allowedOrigins: config.allowedOrigins });
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: 'robots.txt', method: RequestMethod.GET },
      { path: 'rss.xml', method: RequestMethod.GET },
      { path: 'gear-reviews/rss.xml', method: RequestMethod.GET },
      { path: 'og/default.png', method: RequestMethod.GET },
      { path: 'og/articles/:file', method: RequestMethod.GET },
      { path: 'og/reviews/:file', method: RequestMethod.GET },
      // Counted seller links: site addresses, so shared or copied links read naturally.
      { path: 'go/reviews/:slug', method: RequestMethod.GET },
      { path: 'go/offers/:id', method: RequestMethod.GET },
      { path: 'go/:target', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  const httpAdapter = app.getHttpAdapter();
  app.useGlobalFilters(new ApiErrorsFilter());
  await app.register(fastifyCookie as never);
  // Google's tag and beacon hosts are allowed only when the frontend was built with analytics.
  const analytics = config.analyticsMeasurementId
    ? {
        scriptSrc: ['https://www.googletagmanager.com'],
        connectSrc: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
      }
    : { scriptSrc: [], connectSrc: [] };
  await app.register(
    fastifyHelmet as never,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The boot loader of the server-rendered pages is the one inline script allowed (by its hash).
          scriptSrc: ["'self'", BOOT_LOADER_CSP_SOURCE, ...analytics.scriptSrc],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'https:'],
          connectSrc: ["'self'", ...analytics.connectSrc],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    } as never,
  );
  // After helmet, so the early 415 answer still carries the security headers.
  refuseNonJsonBodies(httpAdapter.getInstance());
  readBeaconBodies(httpAdapter.getInstance());
  installRequestLimits(httpAdapter.getInstance());
  installRequestLogging(httpAdapter.getInstance(), config);
  // The last word on Cache-Control: what no shared cache may keep (admin, /go/, tokens, the owner's requests).
  installEdgePolicy(httpAdapter.getInstance());
  // Photo uploads only (routes marked @AcceptsMultipart); limits are set per upload in media-upload.ts.
  await app.register(fastifyMultipart as never, { throwFileSizeLimit: true } as never);
  const mediaStorage = app.get(MEDIA_STORAGE);
  if (mediaStorage instanceof DiskMediaStorage) registerMediaFiles(app, mediaStorage);
  if (fs.existsSync(config.frontendDist)) {
    await app.register(
      fastifyStatic as never,
      {
        root: config.frontendDist,
        prefix: '/',
        // One route per built file; every other address is a page (registerPublicPages).
        index: false,
        wildcard: false,
        // index.html is the pages' template, never served as it is.
        allowedPath: (pathName: string) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
        // The build writes .br/.gz copies of text assets (frontend/build-plugins/precompress.ts).
        preCompressed: true,
        // Hashed build assets never change; other files are revalidated.
        setHeaders: (reply: { header: (k: string, v: string) => void }, filePath: string) => {
          const assets = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', assets ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      } as never,
    );
    registerPublicPages(app, config.frontendDist, config.publicUrl);
  }
  setupSwagger(app, config.publicUrl);
  return app;
}
