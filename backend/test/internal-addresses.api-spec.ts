import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { checkUrl } from '../src/affiliate/link-health/check-url';
import { checkedLookup } from '../src/common/network/public-address';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

describe('No requests to internal addresses', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    // As in production: the test-only allowance for local stub sellers is off.
    sut = await createTestApp({ env: { ALLOW_PRIVATE_LINK_TARGETS: 'false' } });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  const product = (affiliateLink: string) => ({
    name: `Internal ${affiliateLink.length}`,
    category: 'masks',
    description: 'Should never be saved.',
    price: '10.00',
    imageUrl: 'https://images.example.com.au/m.jpg',
    affiliateLink,
  });

  it.each([
    ['loopback', 'http://127.0.0.1:3000/api/health'],
    ['private', 'http://10.0.0.5/admin'],
    ['private 192.168', 'https://192.168.1.1/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['decimal integer', 'http://2130706433/'],
    ['hexadecimal', 'http://0x7f.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]:3000/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
  ])('refuses a %s seller link with 400 and a sentence', async (_kind, link) => {
    const res = await sut.inject({ method: 'POST', url: '/api/products', cookies, payload: product(link) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toMatch(/affiliateLink must point to a public website by its domain name/);
  });

  it('refuses an internal purchase link on a review too', async () => {
    const res = await sut.inject({
      method: 'POST',
      url: '/api/reviews',
      cookies,
      payload: {
        title: 'Internal review',
        content: 'Tested.',
        category: 'Other',
        price: '$99 AUD',
        purchaseLink: 'http://127.0.0.1/',
        imageUrl: 'https://images.example.com.au/x.jpg',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().message)).toMatch(/purchaseLink must point to a public website/);
  });

  describe('the link checker', () => {
    let stub: http.Server;
    let port: number;
    const asked: string[] = [];

    beforeAll(async () => {
      // Listens on every address, so a request that wrongly followed a redirect to 127.0.0.2 would arrive.
      stub = http.createServer((req, res) => {
        asked.push(`${req.headers.host} ${req.url}`);
        if (req.url === '/to-loopback') return res.writeHead(302, { location: `http://127.0.0.2:${port}/internal` }).end();
        if (req.url === '/to-ipv6-loopback') return res.writeHead(302, { location: `http://[::1]:${port}/internal` }).end();
        if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
        res.writeHead(200).end('internal secret');
      });
      await new Promise<void>((resolve) => stub.listen(0, '0.0.0.0', resolve));
      port = (stub.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => stub.close(resolve));
    });

    /** Only the stub's first address is let through, as a public seller's would be. */
    const options = { timeoutMs: 2000, isAllowedAddress: (address: string) => address === '127.0.0.1' };

    it.each(['/to-loopback', '/to-ipv6-loopback'])('does not follow a redirect from %s to a loopback address', async (path) => {
      asked.length = 0;
      const result = await checkUrl(`http://127.0.0.1:${port}${path}`, options);
      expect(result.outcome).toBe('could_not_check');
      expect(result.error).toMatch(/not a public internet address/);
      expect(asked.some((line) => line.includes('/internal'))).toBe(false);
    });

    it('gives up after five redirects', async () => {
      asked.length = 0;
      const result = await checkUrl(`http://127.0.0.1:${port}/loop`, options);
      expect(result.outcome).toBe('could_not_check');
      // HEAD, then GET: six requests each (the first and five redirects).
      expect(asked.length).toBe(12);
    });

    it('refuses to connect to a name that resolves to an internal address', async () => {
      const result = await checkUrl(`http://localhost:${port}/ok`, { timeoutMs: 2000 });
      expect(result.outcome).toBe('could_not_check');
      expect(result.error).toMatch(/not a public internet address/);
      const refused = await new Promise<Error | null>((resolve) => checkedLookup()('localhost', {}, (error) => resolve(error)));
      expect(refused?.message).toMatch(/localhost leads to/);
    });

    it('refuses an internal IP literal before connecting', async () => {
      asked.length = 0;
      const result = await checkUrl(`http://127.0.0.1:${port}/ok`, { timeoutMs: 2000 });
      expect(result.outcome).toBe('could_not_check');
      expect(asked).toEqual([]);
    });
  });
});
