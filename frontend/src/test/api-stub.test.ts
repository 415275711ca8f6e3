import { describe, expect, it } from 'vitest';
import { assertNoUnhandledRequests, networkError, reply, stubApi } from './api-stub';

const json = (response: Response) => response.json() as Promise<unknown>;

describe(stubApi.name, () => {
  it('answers a declared route with its JSON body, or with the status of a reply', async () => {
    stubApi({ 'GET /api/products': [{ id: 1 }], 'POST /api/newsletter/subscribe': reply(409, { message: 'Email already subscribed' }) });

    const list = await fetch('/api/products');
    const conflict = await fetch('/api/newsletter/subscribe', { method: 'POST', body: '{"email":"a@b.co"}' });

    expect([list.status, await json(list)]).toEqual([200, [{ id: 1 }]]);
    expect([conflict.status, await json(conflict)]).toEqual([409, { message: 'Email already subscribed' }]);
  });

  it('matches a key without a query on the path alone, and a key with a query exactly', async () => {
    stubApi({ 'GET /api/reviews': ['any'], 'GET /api/articles?admin=true': ['admin'] });

    expect(await json(await fetch('/api/reviews?admin=true'))).toEqual(['any']);
    expect(await json(await fetch('/api/articles?admin=true'))).toEqual(['admin']);
    await expect(fetch('/api/articles')).rejects.toThrow('GET /api/articles');
    expect(() => assertNoUnhandledRequests()).toThrow('GET /api/articles');
  });

  it('records what was sent, JSON bodies parsed', async () => {
    const api = stubApi({ 'POST /api/contact': reply(201) });

    await fetch('/api/contact', { method: 'POST', headers: { 'X-Test': 'yes' }, body: JSON.stringify({ name: 'Priya' }) });

    expect(api.callsTo('POST /api/contact')).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/contact', body: { name: 'Priya' } }),
    ]);
    expect(api.calls[0]!.headers.get('x-test')).toBe('yes');
  });

  it('rejects like the browser when told the network is down', async () => {
    stubApi({ 'GET /api/products': networkError() });

    await expect(fetch('/api/products')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('refuses an undeclared request with its method and URL and fails the test that made it', async () => {
    stubApi({ 'GET /api/products': [] });

    await expect(fetch('/api/products/7', { method: 'DELETE' })).rejects.toThrow('DELETE /api/products/7');

    expect(() => assertNoUnhandledRequests()).toThrow(/did not declare[\s\S]*DELETE \/api\/products\/7/);
  });
});
