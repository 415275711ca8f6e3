import { DataSource } from 'typeorm';
import { AdminSessionService } from '../src/auth/admin-session.service';
import { User } from '../src/admin/user.entity';
import { SESSION_COOKIE } from '../src/auth/session-cookie';
import { SearchController } from '../src/search/search.controller';
import { validProduct } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface Result {
  type: string;
  id: number;
  title: string;
  excerpt: string;
  category: string;
  href: string;
}
interface Answer {
  q: string;
  total: number;
  page: number;
  limit: number;
  groups: { type: string; total: number; items: Result[] }[];
  suggestions: { id: number; name: string; href: string }[];
}

describe(SearchController.name, () => {
  let sut: TestApp;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    sut = await createTestApp();
    const db = sut.app.get(DataSource);
    const admin = await db.getRepository(User).findOneByOrFail({ username: 'admin' });
    const token = await sut.app.get(AdminSessionService).create(admin.id, { ipAddress: '127.0.0.1', userAgent: 'api-test' });
    cookies = { [SESSION_COOKIE]: token };
  });
  afterAll(async () => {
    await sut?.close();
  });

  const search = async (query: string): Promise<Answer> => {
    const res = await sut.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const group = (answer: Answer, type: string) => answer.groups.find((g) => g.type === type)!;
  const article = async (title: string, content: string, published = true) => {
    const payload = { title, content, category: 'Tips', imageUrl: '/images/blog/night-dive.svg', published };
    expect((await sut.inject({ method: 'POST', url: '/api/articles', payload, cookies })).statusCode).toBe(201);
  };

  describe('searchSite', () => {
    it('ranks a title match before a body match, and a whole word before part of a word', async () => {
      await article('Shore notes from Kurnell', 'We met a kelpwhisper on the sand flats, then swam home.');
      await article('Kelpwhispering in Botany Bay', 'A slow drift over the weed beds.');
      await article('The Kelpwhisper at night', 'A quiet night dive.');
      await article('Kelpwhisper draft', 'Not published yet.', false);

      const answer = await search('q=kelpwhisper');
      expect(group(answer, 'article').items.map((item) => item.title)).toEqual([
        'The Kelpwhisper at night',
        'Kelpwhispering in Botany Bay',
        'Shore notes from Kurnell',
      ]);
      expect(group(answer, 'article').items[0]).toMatchObject({
        type: 'article',
        href: '/blog/the-kelpwhisper-at-night',
        category: 'Tips',
      });
      expect(answer.total).toBe(3);
    });

    it('ranks products the same way: a name before a description', async () => {
      const add = (name: string, description: string) =>
        sut.inject({ method: 'POST', url: '/api/products', cookies, payload: { ...validProduct, name, description } });
      expect((await add('Plain Fin', 'Pairs well with a Quokkalite strap.')).statusCode).toBe(201);
      expect((await add('Quokkalite Fin', 'A light fin.')).statusCode).toBe(201);
      const items = group(await search('q=QUOKKALITE'), 'product').items;
      expect(items.map((item) => item.title)).toEqual(['Quokkalite Fin', 'Plain Fin']);
      expect(items[0]!.href).toMatch(/^\/shop\/\d+$/);
    });

    it('groups every kind in the page order, with totals, and pages each group', async () => {
      const first = await search('q=reef&limit=5');
      expect(first.groups.map((g) => g.type)).toEqual(['dive-site', 'article', 'review', 'product']);
      expect(first.total).toBe(first.groups.reduce((sum, g) => sum + g.total, 0));
      const sites = group(first, 'dive-site');
      expect(sites.total).toBeGreaterThan(10);
      expect(sites.items).toHaveLength(5);
      for (const g of first.groups) expect(g.items).toHaveLength(Math.min(5, g.total));
      // The best dive site holds "reef" as a whole word of its name.
      expect(sites.items[0]!.title).toMatch(/\breef\b/i);

      const second = group(await search('q=reef&limit=5&page=2&type=dive-site'), 'dive-site');
      const both = group(await search('q=reef&limit=10&type=dive-site'), 'dive-site');
      expect([...sites.items, ...second.items].map((item) => item.id)).toEqual(both.items.map((item) => item.id));
      expect(second.total).toBe(sites.total);

      const onlySites = await search('q=reef&type=dive-site');
      expect(group(onlySites, 'article').items).toEqual([]);
      expect(group(onlySites, 'article').total).toBe(group(first, 'article').total);
      expect(onlySites.total).toBe(first.total);

      const past = await search('q=reef&type=dive-site&page=1000');
      expect(group(past, 'dive-site')).toMatchObject({ total: sites.total, items: [] });
    });

    it('finds the same dive sites as the directory search', async () => {
      const directory: { id: number }[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites/search?q=grey%20nurse' })).json();
      const answer = await search('q=grey+nurse&type=dive-site&limit=50');
      expect(
        group(answer, 'dive-site')
          .items.map((item) => item.id)
          .sort(),
      ).toEqual(directory.map((site) => site.id).sort());
    });

    it('finds the sites of a state by its name or abbreviation, and names the state beside the region', async () => {
      const queensland: { id: number }[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites?state=qld' })).json();
      expect(queensland.length).toBeGreaterThan(100);
      for (const q of ['Queensland', 'qld']) {
        const found: Result[] = [];
        for (let page = 1; found.length < queensland.length; page++) {
          found.push(...group(await search(`q=${q}&type=dive-site&limit=50&page=${page}`), 'dive-site').items);
        }
        // Every Queensland site, ahead of any site that only mentions the word in its description.
        const first = found.slice(0, queensland.length);
        expect(first.map((item) => item.id).sort()).toEqual(queensland.map((site) => site.id).sort());
        expect(first.every((item) => item.category.endsWith(', QLD'))).toBe(true);
      }
    });

    it('suggests the closest dive-site names when nothing matches', async () => {
      const answer = await search(`q=${encodeURIComponent('julain rocks')}`);
      expect(answer.total).toBe(0);
      expect(answer.suggestions.length).toBeGreaterThan(0);
      expect(answer.suggestions.length).toBeLessThanOrEqual(3);
      for (const suggestion of answer.suggestions) {
        expect(suggestion.name).toMatch(/^Julian Rocks/);
        expect(suggestion.href).toBe(`/dive-sites/${suggestion.id}`);
      }
      expect((await search('q=reef')).suggestions).toEqual([]);
      expect((await search('q=qwxzvy')).suggestions).toEqual([]);
    });

    it('takes quotes and wildcards as plain text', async () => {
      for (const q of ["' OR 1=1 --", '%%', '__', 'reef%']) {
        const answer = await search(`q=${encodeURIComponent(q)}`);
        expect(answer.total).toBe(0);
      }
    });

    it.each([
      ['a q longer than 100 characters', `q=${'a'.repeat(101)}`, 'q must be between 2 and 100 characters'],
      ['a q of one character', 'q=a', 'q must be between 2 and 100 characters'],
      ['a blank q', 'q=%20%20%20', 'q must be between 2 and 100 characters'],
      ['no q', '', 'q must be between 2 and 100 characters'],
      ['an unknown type', 'q=reef&type=wreck', 'type must be one of: dive-site, article, review, product'],
      ['a limit over 50', 'q=reef&limit=51', 'limit must be at most 50'],
      ['page 0', 'q=reef&page=0', 'page must be at least 1'],
      ['an unknown parameter', 'q=reef&sort=name', 'property sort should not exist'],
    ])('answers 400 for %s', async (_name, query, message) => {
      const res = await sut.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });
  });
});
