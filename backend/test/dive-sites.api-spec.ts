import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { rankSites } from '@ddu/shared/dive-sites/search-rank';
import { DIVE_SITE_SEARCH_CASES } from './support/dive-site-search-cases';
import { adminToken, withSession } from './admin-session.helper';
import { validDiveSite } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

type Site = DiveSiteResponseDto;

describe('DiveSites API', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;

  const list = async (): Promise<Site[]> => (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
  const admin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    sut.inject({ method, url, payload, cookies });
  const byName = async (name: string): Promise<Site> => {
    const site = (await list()).find((s) => s.name === name);
    if (!site) throw new Error(`no site named ${name}`);
    return site;
  };
  const fullSite = ({ id: _id, ...site }: Site) => site;

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('GET /api/dive-sites', () => {
    it('returns all 295 seeded sites with coordinates as 8-decimal strings', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const sites: Site[] = res.json();
      expect(sites).toHaveLength(295);
      for (const site of sites) {
        expect(site.latitude).toMatch(/^-?\d+\.\d{8}$/);
        expect(site.longitude).toMatch(/^-?\d+\.\d{8}$/);
      }
      expect(sites.find((s) => s.name === 'Eidsvold Wreck')).toMatchObject({
        latitude: '-10.44250000',
        longitude: '105.65290000',
        region: 'Christmas Island',
        imageUrl: null,
        videoUrl: null,
        visibility: null,
        featured: false,
      });
    });

    it('lists featured sites first, then by name', async () => {
      const last = (await list()).at(-1)!;
      expect(last.featured).toBe(false);
      expect((await admin('PUT', `/api/dive-sites/${last.id}`, { ...fullSite(last), featured: true })).statusCode).toBe(200);

      const sites = await list();
      const featuredCount = sites.filter((s) => s.featured).length;
      expect(sites.slice(0, featuredCount).every((s) => s.featured)).toBe(true);
      expect(sites.slice(0, featuredCount).map((s) => s.id)).toContain(last.id);
      // The database collation and the browser's en-AU order agree on every seeded name.
      for (const group of [sites.slice(0, featuredCount), sites.slice(featuredCount)]) {
        const names = group.map((s) => s.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')));
      }

      await admin('PUT', `/api/dive-sites/${last.id}`, { ...fullSite(last), featured: false });
      expect((await list()).at(-1)!.id).toBe(last.id);
    });

    it('sends Brotli or gzip to clients that accept it and 304 for an unchanged list', async () => {
      const plain = await sut.inject({ method: 'GET', url: '/api/dive-sites' });
      const zipped = await sut.inject({ method: 'GET', url: '/api/dive-sites', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      const brotli = await sut.inject({ method: 'GET', url: '/api/dive-sites', headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);

      const again = await sut.inject({
        method: 'GET',
        url: '/api/dive-sites',
        headers: { 'if-none-match': String(plain.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('GET /api/dive-sites/list', () => {
    it('lists every site in the order of the full list with only the fields a directory row needs, each as the full list has it', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/list' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeDefined();
      const rows: Record<string, unknown>[] = res.json();
      const full = await list();
      expect(rows.map((row) => row.id)).toEqual(full.map((site) => site.id));
      const fields = [
        'depthRange',
        'featured',
        'id',
        'latitude',
        'longitude',
        'marineLife',
        'name',
        'region',
        'skillLevel',
        'state',
        'videoUrl',
      ];
      for (const [index, row] of rows.entries()) {
        expect(Object.keys(row).sort()).toEqual(fields);
        const site = full[index] as unknown as Record<string, unknown>;
        for (const field of fields) expect(row[field]).toEqual(site[field]);
      }
      expect(res.body.length).toBeLessThan(0.4 * JSON.stringify(full).length);
    });

    it('keeps one state with state=, as the full list does, and refuses an unknown state with 400', async () => {
      const rows: Record<string, unknown>[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites/list?state=QLD' })).json();
      const full: Record<string, unknown>[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites?state=qld' })).json();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.state === 'QLD')).toBe(true);
      expect(rows.map((row) => row.id)).toEqual(full.map((site) => site.id));
      const unknown = await sut.inject({ method: 'GET', url: '/api/dive-sites/list?state=atlantis' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });
  });

  describe('GET /api/dive-sites/:id', () => {
    it('returns one site', async () => {
      const site = await byName('Eidsvold Wreck');
      const res = await sut.inject({ method: 'GET', url: `/api/dive-sites/${site.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(site);
    });

    it('answers 404 with a readable JSON message for a missing site', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/999999' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Dive site 999999 was not found.' });
    });

    it.each(['abc', '1.5', '0', '-3', '99999999999'])('answers 400 for the id "%s"', async (id) => {
      const res = await sut.inject({ method: 'GET', url: `/api/dive-sites/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/id /);
    });
  });

  describe('GET /api/dive-sites/search', () => {
    const search = async (q: string) => await sut.inject({ method: 'GET', url: `/api/dive-sites/search?q=${encodeURIComponent(q)}` });
    const names = async (q: string) => ((await search(q)).json() as Site[]).map((s) => s.name);

    it('matches name, description and region case-insensitively', async () => {
      expect(await names('EIDSVOLD')).toEqual(['Eidsvold Wreck']);
      const wrecks: Site[] = (await search('wreck dive')).json();
      expect(wrecks.length).toBeGreaterThan(5);
      for (const s of wrecks) expect(`${s.name} ${s.description}`.toLowerCase()).toMatch(/wreck[\s\S]*dive|dive[\s\S]*wreck/);
      const ningaloo: Site[] = (await search('ningaloo')).json();
      expect(ningaloo.length).toBeGreaterThan(0);
      expect(ningaloo.every((s) => s.region === 'Ningaloo & Exmouth' || /ningaloo/i.test(s.name + s.description))).toBe(true);
    });

    it.each(DIVE_SITE_SEARCH_CASES)('ranks "$query" with $top on top (the rule the directory uses)', async ({ query, top }) => {
      const found = await names(query);
      expect(found.slice(0, top.length)).toEqual(top);
    });

    it('answers in exactly the order of the shared ranking over the whole list', async () => {
      const all = await list();
      for (const q of ['reef', 'shark', 'sydney', 'wall']) {
        expect(await names(q)).toEqual(rankSites(all, q).map((s) => s.name));
      }
    });

    it('matches marine life', async () => {
      const site = await byName('Eidsvold Wreck');
      await admin('PUT', `/api/dive-sites/${site.id}`, { ...fullSite(site), marineLife: 'Whale sharks and Zebra morays' });
      expect(await names('zebra MORAYS')).toEqual(['Eidsvold Wreck']);
      await admin('PUT', `/api/dive-sites/${site.id}`, fullSite(site));
      expect(await names('zebra morays')).toEqual([]);
    });

    it('treats LIKE wildcards as plain text', async () => {
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
    });

    it.each([
      ['missing', '/api/dive-sites/search'],
      ['blank', '/api/dive-sites/search?q=%20%20'],
      ['over 100 characters', `/api/dive-sites/search?q=${'a'.repeat(101)}`],
    ])('answers 400 when q is %s', async (_case, url) => {
      const res = await sut.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/q /);
    });
  });

  describe('GET /api/dive-sites/by-review-url', () => {
    const lookup = (url: string) => sut.inject({ method: 'GET', url: `/api/dive-sites/by-review-url?url=${encodeURIComponent(url)}` });

    it('finds the site whose review link is the page, by exact link or by path', async () => {
      const [a, b] = (await list()).slice(0, 2);
      await admin('PATCH', `/api/dive-sites/${a!.id}/review-link`, { reviewLink: 'https://divedownunder.com.au/blog/some-slug' });
      await admin('PATCH', `/api/dive-sites/${b!.id}/review-link`, { reviewLink: '/blog/other-slug' });

      expect((await lookup('/blog/some-slug')).json().id).toBe(a!.id);
      expect((await lookup('https://divedownunder.com.au/blog/some-slug')).json().id).toBe(a!.id);
      expect((await lookup('/blog/other-slug')).json().id).toBe(b!.id);
      expect((await lookup('/blog/other-slug/')).json().id).toBe(b!.id);
      expect((await lookup('/blog/some')).statusCode).toBe(404);
    });

    it('answers 404 JSON when no site links to the page, and 400 without a url', async () => {
      const missing = await lookup('/blog/nobody-links-here');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No dive site links to this page.');
      expect((await sut.inject({ method: 'GET', url: '/api/dive-sites/by-review-url' })).statusCode).toBe(400);
    });
  });

  describe('admin endpoints', () => {
    it.each([
      ['POST', '/api/dive-sites'],
      ['PUT', '/api/dive-sites/1'],
      ['DELETE', '/api/dive-sites/1'],
      ['PATCH', '/api/dive-sites/1/photo'],
      ['PATCH', '/api/dive-sites/1/video'],
      ['PATCH', '/api/dive-sites/1/review-link'],
      ['GET', '/api/dive-sites/export/csv'],
    ] as const)('%s %s answers 401 without a session', async (method, url) => {
      const res = await sut.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/login/i);
      expect((await sut.inject({ method: 'GET', url: '/api/dive-sites/1' })).statusCode).toBe(200);
    });

    it('creates, shows, updates and deletes a site; the list follows each write at once', async () => {
      const created = await admin('POST', '/api/dive-sites', { ...validDiveSite, latitude: '-33.80000001' });
      expect(created.statusCode).toBe(201);
      const site: Site = created.json();
      expect(site).toMatchObject({ ...validDiveSite, latitude: '-33.80000001', longitude: '151.29000000', featured: false, hazards: null });
      expect((await list()).map((s) => s.id)).toContain(site.id);

      const updated = await admin('PUT', `/api/dive-sites/${site.id}`, { ...validDiveSite, id: site.id, name: 'Zz Renamed Bommie' });
      expect(updated.statusCode).toBe(200);
      expect((await sut.inject({ method: 'GET', url: `/api/dive-sites/${site.id}` })).json().name).toBe('Zz Renamed Bommie');
      expect((await list()).find((s) => s.id === site.id)?.name).toBe('Zz Renamed Bommie');
      // Saving the same values again is a success, not "not found".
      expect((await admin('PUT', `/api/dive-sites/${site.id}`, { ...validDiveSite, name: 'Zz Renamed Bommie' })).statusCode).toBe(200);

      expect((await admin('DELETE', `/api/dive-sites/${site.id}`)).statusCode).toBe(204);
      expect((await sut.inject({ method: 'GET', url: `/api/dive-sites/${site.id}` })).statusCode).toBe(404);
      expect((await list()).map((s) => s.id)).not.toContain(site.id);
      expect((await admin('DELETE', `/api/dive-sites/${site.id}`)).statusCode).toBe(404);
    });

    it('defaults skill level to Beginner and clears optional fields left out of a full update', async () => {
      const { skillLevel: _s, ...withoutSkill } = validDiveSite;
      const site: Site = (await admin('POST', '/api/dive-sites', { ...withoutSkill, hazards: 'Boat traffic' })).json();
      expect(site).toMatchObject({ skillLevel: 'Beginner', hazards: 'Boat traffic' });
      const replaced: Site = (
        await admin('PUT', `/api/dive-sites/${site.id}`, { name: 'Zz Minimal', region: 'Sydney', latitude: 1, longitude: 2 })
      ).json();
      expect(replaced).toMatchObject({ name: 'Zz Minimal', hazards: null, description: '', skillLevel: 'Beginner' });
      await admin('DELETE', `/api/dive-sites/${site.id}`);
    });

    it.each([
      ['no name', { ...validDiveSite, name: '   ' }, /name is required/],
      ['latitude out of range', { ...validDiveSite, latitude: 91 }, /latitude must be a number between -90 and 90/],
      ['non-numeric longitude', { ...validDiveSite, longitude: 'east' }, /longitude must be a number/],
      ['unknown skill level', { ...validDiveSite, skillLevel: 'Expert' }, /skillLevel must be one of/],
      [
        'a javascript: image',
        { ...validDiveSite, imageUrl: 'javascript:alert(1)' },
        /imageUrl must be a full http:\/\/ or https:\/\/ address: "javascript:" addresses are not allowed/,
      ],
      ['a protocol-relative review link', { ...validDiveSite, reviewLink: '//evil.example/x' }, /reviewLink must be/],
      ['an unknown field', { ...validDiveSite, rating: 5 }, /property rating should not exist/],
      ['a name over 255 characters', { ...validDiveSite, name: 'x'.repeat(256) }, /name must be shorter/],
    ])('refuses %s with 400, a readable message and per-field details', async (_case, payload, message) => {
      const res = await admin('POST', '/api/dive-sites', payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe('Bad Request');
      expect(body.message).toMatch(message);
      expect(body.details.some((d: string) => message.test(d))).toBe(true);
    });

    it('refuses a PUT whose body id differs from the address, and 404s an unknown site', async () => {
      const site = (await list())[0]!;
      const mismatch = await admin('PUT', `/api/dive-sites/${site.id}`, { ...fullSite(site), id: site.id + 1 });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toMatch(/does not match/);
      const missing = await admin('PUT', '/api/dive-sites/999999', fullSite(site));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Dive site 999999 was not found.');
    });

    it('updates the photo, the video (with optional thumbnail) and the review link', async () => {
      const site = await byName('Eidsvold Wreck');
      const photo = await admin('PATCH', `/api/dive-sites/${site.id}/photo`, { imageUrl: 'https://images.example.com/eidsvold.jpg' });
      expect(photo.json().imageUrl).toBe('https://images.example.com/eidsvold.jpg');

      const video = await admin('PATCH', `/api/dive-sites/${site.id}/video`, {
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        videoThumbnail: 'https://images.example.com/thumb.jpg',
      });
      expect(video.json()).toMatchObject({
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        videoThumbnail: 'https://images.example.com/thumb.jpg',
      });
      const noThumb = await admin('PATCH', `/api/dive-sites/${site.id}/video`, { videoUrl: 'https://vimeo.com/76979871' });
      expect(noThumb.json()).toMatchObject({ videoUrl: 'https://vimeo.com/76979871', videoThumbnail: null });

      const link = await admin('PATCH', `/api/dive-sites/${site.id}/review-link`, { reviewLink: '/blog/eidsvold' });
      expect(link.json().reviewLink).toBe('/blog/eidsvold');
      expect(await byName('Eidsvold Wreck')).toMatchObject({
        imageUrl: 'https://images.example.com/eidsvold.jpg',
        videoUrl: 'https://vimeo.com/76979871',
        reviewLink: '/blog/eidsvold',
      });

      await admin('PATCH', `/api/dive-sites/${site.id}/photo`, { imageUrl: '' });
      await admin('PATCH', `/api/dive-sites/${site.id}/video`, { videoUrl: '' });
      await admin('PATCH', `/api/dive-sites/${site.id}/review-link`, { reviewLink: '' });
      expect(await byName('Eidsvold Wreck')).toMatchObject({ imageUrl: null, videoUrl: null, reviewLink: null });

      const bad = await admin('PATCH', `/api/dive-sites/${site.id}/photo`, { imageUrl: 'not a url' });
      expect(bad.statusCode).toBe(400);
      expect((await admin('PATCH', '/api/dive-sites/999999/photo', { imageUrl: '' })).statusCode).toBe(404);
    });

    it('exports every site as an Excel-friendly CSV with the data attribution', async () => {
      const tricky: Site = (
        await admin('POST', '/api/dive-sites', { ...validDiveSite, name: 'Zz "Quoted", Reef', description: '=HYPERLINK("x")\nsecond line' })
      ).json();
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/export/csv', cookies });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dive-sites-\d{4}-\d{2}-\d{2}\.csv"$/);

      const text = res.body;
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'id,name,region,latitude,longitude,skillLevel,depthRange,waterTemp,visibility,bestTime,description,' +
          'marineLife,hazards,facilities,imageUrl,videoUrl,videoThumbnail,reviewLink,featured,state',
      );
      expect(lines).toContainEqual(expect.stringMatching(/^\d+,Eidsvold Wreck,Christmas Island,-10\.44250000,105\.65290000,.*,CX$/));
      expect(text).toContain(`${tricky.id},"Zz ""Quoted"", Reef",Sydney,-33.80000000,151.29000000,`);
      expect(text).toContain(`"'=HYPERLINK(""x"")\nsecond line"`);
      expect(text).toMatch(/© OpenDiveMap contributors, Open Database Licence \(ODbL\) 1\.0/);
      expect(text).toMatch(/© State of Western Australia \(DPIRD\), CC BY 4\.0/);
      // 296 sites + header + attribution record, then the final line break.
      expect(
        text
          .slice(1)
          .split('\r\n')
          .filter((l) => /^\d+,/.test(l)),
      ).toHaveLength(296);
      await admin('DELETE', `/api/dive-sites/${tricky.id}`);
    });
  });
});
