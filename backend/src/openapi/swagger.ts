import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export const SESSION_COOKIE = 'ddu_session';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Dive Down Under API')
    .setDescription(
      'Public content of Dive Down Under (gear reviews, shop, dive sites, blog, newsletter, contact) and the ' +
        'owner\'s admin API. Admin calls need the session cookie set by POST /api/admin/login.',
    )
    .setVersion('1.0.0')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'session')
    .build();
  return SwaggerModule.createDocument(app, config, {
    // Handler names are unique verb-noun names: they become operationIds and the generated hook names.
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'Dive Down Under API',
  });
}
