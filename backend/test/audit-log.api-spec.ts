import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditLog } from '../src/audit/audit-log.entity';
import { AUDIT_DELETES } from '../src/common/admin-endpoints';
import { ADMIN_ROUTE } from '../src/common/admin-only.decorator';
import { AuditService } from '../src/audit/audit.service';
import { adminToken, clientAddress, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

const DAY_MS = 24 * 3600_000;

describe(AuditService.name, () => {
  let sut: TestApp;
  let token: string;

  beforeAll(async () => {
    sut = await createTestApp();
    token = await adminToken(sut, clientAddress(150));
  });
  afterAll(async () => {
    await sut?.close();
  });

  const logs = () => sut.app.get(DataSource).getRepository(AuditLog);
  const dashboard = async () =>
    (await sut.inject({ method: 'GET', url: '/api/admin/security-dashboard', cookies: withSession(token) })).json();

  describe('recordRepeated', () => {
    it('turns a burst of refused logins from one client into one row per action, while the dashboard counts every attempt', async () => {
      const before = await dashboard();
      const ip = clientAddress(151);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'guess' }, remoteAddress: ip }),
        ),
      ).then((all) => all.map((r) => r.statusCode).sort());
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);

      const rows = await logs().find({ where: { ipAddress: ip }, order: { action: 'ASC' } });
      expect(rows.map((r) => [r.action, r.count])).toEqual([
        ['login_blocked', 15],
        ['login_failure', 5],
      ]);
      for (const row of rows) expect(row.lastSeenAt!.getTime()).toBeGreaterThanOrEqual(row.timestamp.getTime());

      const after = await dashboard();
      expect(after.failedAttempts - before.failedAttempts).toBe(5);
      expect(after.blockedAttempts - before.blockedAttempts).toBe(15);
      const listed = after.recentActivity.filter((a: { ipAddress: string }) => a.ipAddress === ip);
      expect(listed.map((a: { count: number }) => a.count).sort()).toEqual([15, 5]);
    });

    it('keeps other clients on rows of their own', async () => {
      for (const n of [152, 153]) {
        await sut.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'guess' }, remoteAddress: clientAddress(n) });
      }
      expect(await logs().countBy({ action: 'login_failure', ipAddress: clientAddress(152) })).toBe(1);
      expect(await logs().countBy({ action: 'login_failure', ipAddress: clientAddress(153) })).toBe(1);
    });
  });

  describe('delete entries', () => {
    const admin = () => withSession(token);
    const deleteAt = (url: string) => sut.inject({ method: 'DELETE', url, cookies: admin() });
    const entriesFor = (resource: string) => logs().find({ where: { resource }, order: { timestamp: 'ASC' } });
    const firstRow = async (table: string, column: string): Promise<{ id: number; label: string }> =>
      (await sut.app.get(DataSource).query(`SELECT id, ${column} AS label FROM ${table} ORDER BY id LIMIT 1`))[0];

    it('name the deleted product and article, like their create entries', async () => {
      const product = await sut.inject({
        method: 'POST',
        url: '/api/products',
        cookies: admin(),
        payload: {
          name: 'Audited Mask',
          description: 'A low-volume mask.',
          price: '89.00',
          category: 'masks',
          imageUrl: 'https://images.example.com/mask.jpg',
        },
      });
      expect(product.statusCode).toBe(201);
      const article = await sut.inject({
        method: 'POST',
        url: '/api/articles',
        cookies: admin(),
        payload: {
          title: 'Audited Wreck Dive',
          content: 'Down the shot line to the bow.',
          category: 'Dive Sites',
          imageUrl: 'https://images.example.com/wreck.jpg',
        },
      });
      expect(article.statusCode).toBe(201);

      expect((await deleteAt(`/api/products/${product.json().id}`)).statusCode).toBe(204);
      expect((await deleteAt(`/api/articles/${article.json().id}`)).statusCode).toBe(204);

      const productRows = await entriesFor(`products/${product.json().id}`);
      expect(productRows.map((r) => [r.action, r.details])).toEqual([
        ['create', 'name: "Audited Mask"'],
        ['delete', 'name: "Audited Mask"'],
      ]);
      const articleRows = await entriesFor(`articles/${article.json().id}`);
      expect(articleRows.map((r) => [r.action, r.details])).toEqual([
        ['create', 'title: "Audited Wreck Dive"'],
        ['delete', 'title: "Audited Wreck Dive"'],
      ]);
    });

    it('name a deleted review and dive site', async () => {
      const review = await firstRow('reviews', 'title');
      const site = await firstRow('dive_sites', 'name');
      expect((await deleteAt(`/api/reviews/${review.id}`)).statusCode).toBe(204);
      expect((await deleteAt(`/api/dive-sites/${site.id}`)).statusCode).toBe(204);

      expect((await entriesFor(`reviews/${review.id}`)).map((r) => [r.action, r.details])).toEqual([
        ['delete', `title: "${review.label}"`],
      ]);
      expect((await entriesFor(`dive-sites/${site.id}`)).map((r) => [r.action, r.details])).toEqual([['delete', `name: "${site.label}"`]]);
    });

    it('say only the status when there was nothing to delete', async () => {
      expect((await deleteAt('/api/products/999999')).statusCode).toBe(404);
      expect((await entriesFor('products/999999')).map((r) => [r.action, r.details])).toEqual([['delete_failed', '404: delete']]);
    });

    it('are declared on every admin DELETE route', () => {
      const deletes: string[] = [];
      const undeclared: string[] = [];
      for (const module of sut.app.get(ModulesContainer).values()) {
        for (const wrapper of module.controllers.values()) {
          const proto = (wrapper.metatype as { prototype: Record<string, object> }).prototype;
          for (const name of Object.getOwnPropertyNames(proto)) {
            const handler = proto[name];
            if (name === 'constructor' || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.DELETE) continue;
            if (!Reflect.getMetadata(ADMIN_ROUTE, handler)) continue;
            deletes.push(name);
            if (!Reflect.getMetadata(AUDIT_DELETES, handler)) undeclared.push(name);
          }
        }
      }
      expect(deletes).toEqual(
        expect.arrayContaining(['deleteArticle', 'deleteReview', 'deleteProduct', 'deleteDiveSite', 'deleteMediaItem']),
      );
      expect(undeclared).toEqual([]);
    });
  });

  describe('retention', () => {
    const insertAged = async (daysAgo: number) => {
      const at = new Date(Date.now() - daysAgo * DAY_MS);
      const id = randomUUID();
      await logs().insert({
        id,
        action: 'update',
        resource: 'articles/1',
        ipAddress: '192.0.2.7',
        userAgent: 'old',
        details: `${daysAgo} days old`,
        timestamp: at,
        lastSeenAt: at,
      });
      return id;
    };

    it('deletes rows whose latest event is older than AUDIT_RETENTION_DAYS (180 by default)', async () => {
      const old = await insertAged(181);
      const recent = await insertAged(179);
      expect(await sut.app.get(AuditService).purgeExpired()).toBeGreaterThanOrEqual(1);
      expect(await logs().existsBy({ id: old })).toBe(false);
      expect(await logs().existsBy({ id: recent })).toBe(true);
    });

    it('is enforced at start-up with the configured number of days', async () => {
      const tenDays = await insertAged(10);
      const twoDays = await insertAged(2);
      const restarted = await createTestApp({ databaseUrl: sut.databaseUrl, env: { AUDIT_RETENTION_DAYS: '5' } });
      try {
        expect(await logs().existsBy({ id: tenDays })).toBe(false);
        expect(await logs().existsBy({ id: twoDays })).toBe(true);
      } finally {
        await restarted.app.close();
      }
    });
  });
});
