// The API tests' key requests, sent to BASE (Prism's validation proxy in scripts/contract-check.sh):
// every public read, the usual client mistakes (400, 404, 415, a body too big), the admin login, and
// the owner's writes with and without a session. Prism compares each answer with openapi/openapi.json;
// this script only checks that the requests reached the server and answered what the API tests expect.
const base = process.argv[2];
const origin = process.argv[3];
const password = process.env.CONTRACT_ADMIN_PASSWORD;
let cookie = '';
const problems = [];

async function call(method, path, { body, raw, type, expect, session = false } = {}) {
  const headers = { origin };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (raw !== undefined) headers['content-type'] = type;
  if (session && cookie) headers.cookie = cookie;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : raw,
    redirect: 'manual',
  });
  const text = await res.text();
  if (expect !== undefined && res.status !== expect)
    problems.push(`${method} ${path}: expected ${expect}, got ${res.status} ${text.slice(0, 200)}`);
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : null;
  return { res, json };
}

const product = {
  name: 'Contract Check Mask',
  category: 'masks',
  description: 'Frameless low-volume mask with a wide field of view and an easy-adjust strap.',
  price: '189.95',
  rating: '4.6',
  imageUrl: 'https://images.example.com.au/venom.jpg',
  affiliateLink: 'https://shop.example.com.au/masks/venom?aff=divedownunder',
  reviewCount: 42,
  featured: false,
};
const article = {
  title: 'Contract Check: Night Diving at Nelson Bay',
  content: 'Night dives at Fly Point reveal a whole new cast. '.repeat(5).trim(),
  category: 'Tips',
  imageUrl: '/images/blog/night-dive.svg',
};
const site = {
  name: 'Zz Contract Bommie',
  region: 'Sydney',
  latitude: -33.8,
  longitude: 151.29,
  description: 'A test bommie covered in sponges.',
  skillLevel: 'Intermediate',
  depthRange: '8-22m',
  waterTemp: '17-23°C',
  bestTime: 'All year',
};

// Public reads.
await call('GET', '/api/health', { expect: 200 });
await call('GET', '/api/health/live', { expect: 200 });
const products = (await call('GET', '/api/products', { expect: 200 })).json;
await call('GET', '/api/products/featured', { expect: 200 });
await call('GET', `/api/products/${products[0].id}`, { expect: 200 });
await call('GET', '/api/products/999999', { expect: 404 });
await call('GET', '/api/products/abc', { expect: 400 });
const reviews = (await call('GET', '/api/reviews', { expect: 200 })).json;
await call('GET', '/api/reviews/published', { expect: 200 });
await call('GET', `/api/reviews/slug/${reviews[0].slug}`, { expect: 200 });
await call('GET', '/api/reviews/slug/no-such-review', { expect: 404 });
await call('GET', `/api/reviews/category/${encodeURIComponent(reviews[0].category)}`, { expect: 200 });
await call('GET', '/api/reviews/category/boats', { expect: 400 });
const articles = (await call('GET', '/api/articles', { expect: 200 })).json;
await call('GET', `/api/articles/slug/${articles[0].slug}`, { expect: 200 });
await call('GET', '/api/articles/slug/no-such-article', { expect: 404 });
await call('GET', `/api/articles/slug/${articles[0].slug}/mentions`, { expect: 200 });
await call('GET', '/api/articles/slug/no-such-article/mentions', { expect: 404 });
const sites = (await call('GET', '/api/dive-sites', { expect: 200 })).json;
await call('GET', `/api/dive-sites/${sites[0].id}`, { expect: 200 });
await call('GET', '/api/dive-sites/999999', { expect: 404 });
await call('GET', '/api/dive-sites/search?q=wreck', { expect: 200 });
await call('GET', '/api/dive-sites/search', { expect: 400 });
const regions = (await call('GET', '/api/dive-sites/regions', { expect: 200 })).json;
await call('GET', `/api/dive-sites/regions/${regions[0].slug}`, { expect: 200 });
await call('GET', '/api/dive-sites/regions/nowhere', { expect: 404 });
await call('GET', '/api/dive-sites/by-review-url?url=https%3A%2F%2Fexample.com%2Fnothing', { expect: 404 });
await call('GET', '/api/locations/featured', { expect: 200 });
await call('GET', '/api/affiliate-links', { expect: 200 });
// Prism's proxy follows redirects, so of the /go/… seller links only a refusal is checked here.
await call('GET', '/go/no-such-product', { expect: 404 });
await call('GET', '/go/reviews/no-such-review', { expect: 404 });
await call('GET', '/api/articles?admin=yes', { expect: 400 });
// Forms and client mistakes.
await call('POST', '/api/newsletter/subscribe', { body: { email: 'not an address' }, expect: 400 });
await call('POST', '/api/newsletter/subscribe', { body: { email: `contract-${Date.now()}@example.com.au` }, expect: 201 });
await call('POST', '/api/contact', { body: { name: '' }, expect: 400 });
await call('POST', '/api/contact', { raw: 'hello', type: 'text/plain', expect: 415 });
await call('POST', '/api/admin/login', { raw: `{"password":"${'x'.repeat(8000)}"}`, type: 'application/json', expect: 413 });
await call('POST', '/api/admin/login', { body: { password: 'wrong password' }, expect: 401 });
// The owner's operations, first without a session.
await call('GET', '/api/dive-sites/export/csv', { expect: 401 });
await call('GET', '/api/newsletter/export/csv', { expect: 401 });
await call('GET', '/api/admin/session', { expect: 401 });
await call('POST', '/api/products', { body: product, expect: 401 });
const login = await call('POST', '/api/admin/login', { body: { password }, expect: 200 });
cookie = (login.res.headers.get('set-cookie') ?? '').split(';')[0];
await call('GET', '/api/admin/session', { session: true, expect: 200 });
await call('GET', '/api/admin/security-dashboard', { session: true, expect: 200 });
await call('GET', '/api/admin/clicks?days=7', { session: true, expect: 200 });
await call('GET', '/api/admin/clicks/export?days=7', { session: true, expect: 200 });
await call('GET', '/api/admin/link-health', { session: true, expect: 200 });
await call('GET', '/api/admin/media', { session: true, expect: 200 });
await call('GET', '/api/dive-sites/export/csv', { session: true, expect: 200 });
await call('GET', '/api/newsletter/export/csv', { session: true, expect: 200 });
await call('GET', '/api/articles?admin=true', { session: true, expect: 200 });
const newProduct = (await call('POST', '/api/products', { body: product, session: true, expect: 201 })).json;
await call('POST', '/api/products', { body: { ...product, name: '' }, session: true, expect: 400 });
await call('PATCH', `/api/products/${newProduct.id}`, { body: { featured: true }, session: true, expect: 200 });
await call('DELETE', `/api/products/${newProduct.id}`, { session: true, expect: 204 });
await call('DELETE', `/api/products/${newProduct.id}`, { session: true, expect: 404 });
const newArticle = (await call('POST', '/api/articles', { body: article, session: true, expect: 201 })).json;
await call('POST', '/api/articles', { body: article, session: true, expect: 409 });
await call('PATCH', `/api/articles/${newArticle.id}`, { body: { published: false }, session: true, expect: 200 });
await call('DELETE', `/api/articles/${newArticle.id}`, { session: true, expect: 204 });
const newSite = (await call('POST', '/api/dive-sites', { body: site, session: true, expect: 201 })).json;
await call('PUT', `/api/dive-sites/${newSite.id}`, { body: { ...site, depthRange: '10-25m' }, session: true, expect: 200 });
await call('PATCH', `/api/dive-sites/${newSite.id}/video`, {
  body: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  session: true,
  expect: 200,
});
await call('DELETE', `/api/dive-sites/${newSite.id}`, { session: true, expect: 204 });
await call('POST', '/api/admin/logout', { session: true, expect: 200 });

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('Every request answered as the API tests expect.');
