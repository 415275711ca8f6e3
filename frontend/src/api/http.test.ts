import { describe, expect, it } from 'vitest';
import { stubApi, type ApiStub, type RouteKey } from '@/test/api-stub';
import { ApiError, apiFetch } from './http';

let api: ApiStub;

/** The server answers `key` with a fresh copy of this response each time (a body can be read once). */
function answer(key: RouteKey, response: () => Response) {
  api = stubApi({ [key]: response });
}

function sentInit(): RequestInit {
  const init = api.calls[0]?.init;
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

const sentHeaders = () => new Headers(sentInit().headers);

describe(apiFetch.name, () => {
  describe('requests', () => {
    it('sends cookies on every call', async () => {
      answer('GET /api/articles', () => Response.json([]));

      await apiFetch('/api/articles', { method: 'GET' });

      expect(api.calls[0]).toMatchObject({ url: '/api/articles', init: { credentials: 'include' } });
    });

    it('adds a JSON content type when a body is sent', async () => {
      answer('POST /api/newsletter/subscribe', () => Response.json({ ok: true }, { status: 201 }));

      await apiFetch('/api/newsletter/subscribe', {
        method: 'POST',
        body: JSON.stringify({ email: 'diver@example.com' }),
      });

      expect(sentHeaders().get('Content-Type')).toBe('application/json');
      expect(sentInit().body).toBe('{"email":"diver@example.com"}');
    });

    it('sends no content type without a body', async () => {
      answer('GET /api/products', () => Response.json([]));

      await apiFetch('/api/products', { method: 'GET' });

      expect(sentHeaders().has('Content-Type')).toBe(false);
    });

    it('drops a declared JSON content type when the body is absent', async () => {
      answer('POST /api/admin/update-sitemap', () => new Response(null, { status: 204 }));

      await apiFetch('/api/admin/update-sitemap', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: undefined,
      });

      expect(sentHeaders().has('Content-Type')).toBe(false);
    });

    it('keeps the caller’s signal and method', async () => {
      answer('GET /api/dive-sites', () => Response.json([]));
      const controller = new AbortController();

      await apiFetch('/api/dive-sites', { method: 'GET', signal: controller.signal });

      expect(sentInit()).toMatchObject({ method: 'GET', signal: controller.signal });
    });
  });

  describe('responses', () => {
    it('returns the parsed JSON body', async () => {
      answer('GET /api/dive-sites', () => Response.json([{ id: 1, name: 'SS Yongala' }]));

      await expect(apiFetch('/api/dive-sites', { method: 'GET' })).resolves.toEqual([{ id: 1, name: 'SS Yongala' }]);
    });

    it('returns undefined for an empty 204 answer', async () => {
      answer('DELETE /api/articles/3', () => new Response(null, { status: 204 }));

      await expect(apiFetch('/api/articles/3', { method: 'DELETE' })).resolves.toBeUndefined();
    });

    it('returns the text of a non-JSON body', async () => {
      answer('GET /api/health', () => new Response('ok', { headers: { 'Content-Type': 'text/plain' } }));

      await expect(apiFetch('/api/health', { method: 'GET' })).resolves.toBe('ok');
    });
  });

  describe('errors', () => {
    it('throws "STATUS: body text" on a non-OK answer', async () => {
      answer('GET /api/articles/slug/missing', () => new Response('Not found body', { status: 404, statusText: 'Not Found' }));

      const error = await apiFetch('/api/articles/slug/missing', { method: 'GET' }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: '404: Not found body', status: 404, body: 'Not found body' });
    });

    it('uses the status text when the error body is empty', async () => {
      answer('GET /api/products', () => new Response(null, { status: 500, statusText: 'Internal Server Error' }));

      await expect(apiFetch('/api/products', { method: 'GET' })).rejects.toThrow(new ApiError(500, 'Internal Server Error', '', undefined));
      await expect(apiFetch('/api/products', { method: 'GET' })).rejects.toHaveProperty('message', '500: Internal Server Error');
    });

    it('keeps the raw JSON text in the message and the parsed body on the error', async () => {
      const payload = { statusCode: 401, message: 'Unauthorized' };
      answer('GET /api/admin/session', () => Response.json(payload, { status: 401, statusText: 'Unauthorized' }));

      const error = await apiFetch('/api/admin/session', { method: 'GET' }).catch((e: unknown) => e);

      expect(error).toMatchObject({
        status: 401,
        message: `401: ${JSON.stringify(payload)}`,
        body: payload,
      });
    });
  });
});
