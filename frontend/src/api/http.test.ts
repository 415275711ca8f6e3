import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './http';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function sentInit(): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

const sentHeaders = () => new Headers(sentInit().headers);

describe(apiFetch.name, () => {
  describe('requests', () => {
    it('sends cookies on every call', async () => {
      fetchMock.mockResolvedValue(Response.json([]));

      await apiFetch('/api/articles', { method: 'GET' });

      expect(fetchMock).toHaveBeenCalledWith('/api/articles', expect.objectContaining({ credentials: 'include' }));
    });

    it('adds a JSON content type when a body is sent', async () => {
      fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));

      await apiFetch('/api/newsletter/subscribe', {
        method: 'POST',
        body: JSON.stringify({ email: 'diver@example.com' }),
      });

      expect(sentHeaders().get('Content-Type')).toBe('application/json');
      expect(sentInit().body).toBe('{"email":"diver@example.com"}');
    });

    it('sends no content type without a body', async () => {
      fetchMock.mockResolvedValue(Response.json([]));

      await apiFetch('/api/products', { method: 'GET' });

      expect(sentHeaders().has('Content-Type')).toBe(false);
    });

    it('drops a declared JSON content type when the body is absent', async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

      await apiFetch('/api/admin/update-sitemap', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: undefined,
      });

      expect(sentHeaders().has('Content-Type')).toBe(false);
    });

    it('keeps the caller’s signal and method', async () => {
      fetchMock.mockResolvedValue(Response.json([]));
      const controller = new AbortController();

      await apiFetch('/api/dive-sites', { method: 'GET', signal: controller.signal });

      expect(sentInit()).toMatchObject({ method: 'GET', signal: controller.signal });
    });
  });

  describe('responses', () => {
    it('returns the parsed JSON body', async () => {
      fetchMock.mockResolvedValue(Response.json([{ id: 1, name: 'SS Yongala' }]));

      await expect(apiFetch('/api/dive-sites', { method: 'GET' })).resolves.toEqual([{ id: 1, name: 'SS Yongala' }]);
    });

    it('returns undefined for an empty 204 answer', async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

      await expect(apiFetch('/api/articles/3', { method: 'DELETE' })).resolves.toBeUndefined();
    });

    it('returns the text of a non-JSON body', async () => {
      fetchMock.mockResolvedValue(new Response('ok', { headers: { 'Content-Type': 'text/plain' } }));

      await expect(apiFetch('/api/health', { method: 'GET' })).resolves.toBe('ok');
    });
  });

  describe('errors', () => {
    it('throws "STATUS: body text" on a non-OK answer', async () => {
      fetchMock.mockResolvedValue(new Response('Not found body', { status: 404, statusText: 'Not Found' }));

      const error = await apiFetch('/api/articles/slug/missing', { method: 'GET' }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: '404: Not found body', status: 404, body: 'Not found body' });
    });

    it('uses the status text when the error body is empty', async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: 'Internal Server Error' }));

      await expect(apiFetch('/api/products', { method: 'GET' })).rejects.toThrow(
        new ApiError(500, 'Internal Server Error', '', undefined),
      );
      await expect(apiFetch('/api/products', { method: 'GET' })).rejects.toHaveProperty(
        'message',
        '500: Internal Server Error',
      );
    });

    it('keeps the raw JSON text in the message and the parsed body on the error', async () => {
      const payload = { statusCode: 401, message: 'Unauthorized' };
      fetchMock.mockResolvedValue(Response.json(payload, { status: 401, statusText: 'Unauthorized' }));

      const error = await apiFetch('/api/admin/session', { method: 'GET' }).catch((e: unknown) => e);

      expect(error).toMatchObject({
        status: 401,
        message: `401: ${JSON.stringify(payload)}`,
        body: payload,
      });
    });
  });
});
