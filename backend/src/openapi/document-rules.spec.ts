import type { OpenAPIObject } from '@nestjs/swagger';
import { applyDocumentRules } from './document-rules';

const ERROR = { $ref: '#/components/schemas/ErrorResponseDto' };

function documentWith(paths: Record<string, unknown>, schemas: Record<string, unknown> = {}): OpenAPIObject {
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: { schemas } } as OpenAPIObject;
}

describe(applyDocumentRules.name, () => {
  it('marks an operation without a security requirement as public and keeps the admin cookie where it is', () => {
    const document = applyDocumentRules(
      documentWith({
        '/api/products': { get: { responses: { 200: { description: 'ok' } } } },
        '/api/articles': { post: { security: [{ session: [] }], responses: { 201: { description: 'ok' } } } },
      }),
    );
    expect(document.paths['/api/products'].get?.security).toEqual([]);
    expect(document.paths['/api/articles'].post?.security).toEqual([{ session: [] }]);
  });

  it('documents error answers as JSON when the operation answers a CSV file', () => {
    const document = applyDocumentRules(
      documentWith({
        '/api/export/csv': {
          get: {
            responses: {
              200: { description: 'file', content: { 'text/csv': { schema: { type: 'string' } } } },
              401: { description: 'No live admin session.', content: { 'text/csv': { schema: ERROR } } },
            },
          },
        },
      }),
    );
    const responses = document.paths['/api/export/csv'].get!.responses;
    expect(responses[200]).toEqual({ description: 'file', content: { 'text/csv': { schema: { type: 'string' } } } });
    expect(responses[401]).toEqual({ description: 'No live admin session.', content: { 'application/json': { schema: ERROR } } });
  });

  it('adds the answers every route can give, 400 and 413 only where a body is taken, and keeps documented ones', () => {
    const document = applyDocumentRules(
      documentWith({
        '/api/health': { get: { responses: { 200: { description: 'ok' }, 503: { description: 'Database down.' } } } },
        '/api/contact': { post: { requestBody: {}, responses: { 201: { description: 'ok' } } } },
      }),
    );
    const health = document.paths['/api/health'].get!.responses;
    expect(Object.keys(health).sort()).toEqual(['200', '415', '503']);
    expect(health[503]).toEqual({ description: 'Database down.' });
    expect(Object.keys(document.paths['/api/contact'].post!.responses).sort()).toEqual(['201', '400', '413', '415', '503']);
  });

  it('adds 400 to an operation with an id in its path', () => {
    const document = applyDocumentRules(
      documentWith({
        '/api/products/{id}': { delete: { parameters: [{ in: 'path', name: 'id' }], responses: { 204: { description: 'gone' } } } },
        '/api/articles/slug/{slug}': { get: { parameters: [{ in: 'path', name: 'slug' }], responses: { 200: { description: 'ok' } } } },
      }),
    );
    expect(document.paths['/api/products/{id}'].delete!.responses[400]).toMatchObject({ description: 'The id is not a positive whole number.' });
    expect(document.paths['/api/articles/slug/{slug}'].get!.responses[400]).toBeUndefined();
  });

  it('writes the schema of a nullable property in place, so that its null is valid', () => {
    const link = { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] };
    const document = applyDocumentRules(
      documentWith(
        {},
        {
          Link: link,
          Product: {
            properties: {
              review: { allOf: [{ $ref: '#/components/schemas/Link' }], nullable: true, type: 'object', description: 'Our review, or null.' },
            },
          },
        },
      ),
    );
    expect(document.components!.schemas!.Product).toEqual({
      properties: { review: { ...link, nullable: true, description: 'Our review, or null.' } },
    });
    // Used nowhere else now: no longer a component of its own.
    expect(document.components!.schemas!.Link).toBeUndefined();
  });

  it('replaces a one-member allOf by its member', () => {
    const document = applyDocumentRules(
      documentWith(
        {},
        {
          Dto: {
            properties: {
              category: { allOf: [{ $ref: '#/components/schemas/Category' }] },
              both: { allOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] },
            },
          },
        },
      ),
    );
    expect(document.components!.schemas!.Dto).toEqual({
      properties: {
        category: { $ref: '#/components/schemas/Category' },
        both: { allOf: [{ $ref: '#/components/schemas/A' }, { $ref: '#/components/schemas/B' }] },
      },
    });
  });
});
