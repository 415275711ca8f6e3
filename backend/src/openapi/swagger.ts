import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { applyDocumentRules } from './document-rules';

/** publicUrl: the site's one address (PUBLIC_URL), the document's server. */
export function buildOpenApiDocument(app: INestApplication, publicUrl: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Dive Down Under API')
    .setDescription(
      'Public content of Dive Down Under (gear reviews, shop, dive sites, blog, newsletter, contact) and the ' +
        "owner's admin API. Admin calls need the session cookie set by POST /api/admin/login: in this page, " +
        'try out POST /api/admin/login with the password; the browser keeps the (HttpOnly) cookie and sends it ' +
        'with every admin call tried out after it. Every error answer is JSON (ErrorResponseDto).',
    )
    .setVersion('1.0.0')
    .setContact('Dive Down Under', `${publicUrl}/contact`, 'hello@divedownunder.com.au')
    // The API's code and document; the dive-site data's own licence is stated in its CSV export and the README.
    .setLicense('Proprietary: all rights reserved', `${publicUrl}/terms-of-service`)
    .addServer(publicUrl, 'This site (PUBLIC_URL)')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // Handler names are unique verb-noun names: they become operationIds and the generated hook names.
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  return applyDocumentRules(document);
}

export function setupSwagger(app: INestApplication, publicUrl: string): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, publicUrl), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'Dive Down Under API',
  });
}
