import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

/** The MySQL/MariaDB server the API tests use; each test file makes and drops its own database. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL || 'mysql://root@127.0.0.1:3306/ddu_test';

function serverUrl(): URL {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = '/';
  return url;
}

export async function createTestDatabase(prefix = 'ddu_test'): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = await createConnection(serverUrl().toString());
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  const url = serverUrl();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const conn = await createConnection(serverUrl().toString());
      try {
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await conn.end();
      }
    },
  };
}
