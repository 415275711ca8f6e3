import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AppModule, AppModuleOptions } from './app.module';
import { DatabaseErrorsFilter } from './common/database-errors.filter';
import { refuseNonJsonBodies } from './common/json-bodies';
import { QuietLogger } from './common/quiet-logger';
import { SpaFallbackFilter } from './common/spa-fallback.filter';
import { createValidationPipe } from './common/validation';
import { AppConfig } from './config/app-config';
import { setupSwagger } from './openapi/swagger';

/** 1 MB: far above any legitimate form or article, far below what could hurt the server. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function createApp(config: AppConfig, options: AppModuleOptions & { logger?: boolean } = {}) {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured proxies may set the client address through X-Forwarded-For.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, options), adapter, {
    logger: options.logger === false ? false : new QuietLogger(),
    bufferLogs: false,
  });
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'sitemap.xml', method: RequestMethod.GET },
      { path: 'robots.txt', method: RequestMethod.GET },
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  const httpAdapter = app.getHttpAdapter();
  app.useGlobalFilters(new DatabaseErrorsFilter(httpAdapter), new SpaFallbackFilter(config.frontendDist));
  await app.register(fastifyCookie as never);
  await app.register(fastifyHelmet as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
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
  } as never);
  // After helmet, so the early 415 answer still carries the security headers.
  refuseNonJsonBodies(httpAdapter.getInstance());
  if (fs.existsSync(config.frontendDist)) {
    await app.register(fastifyStatic as never, {
      root: config.frontendDist,
      prefix: '/',
      // "/" is the SPA's index.html; other client-side routes reach it through SpaFallbackFilter.
      index: ['index.html'],
      wildcard: true,
      // The build writes .br/.gz copies of text assets (frontend/build/precompress.ts).
      preCompressed: true,
      // Hashed build assets never change; index.html must always be revalidated.
      setHeaders: (reply: { header: (k: string, v: string) => void }, filePath: string) => {
        const assets = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', assets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    } as never);
  }
  setupSwagger(app);
  return app;
}
