import { ConfigError, databaseKindOf, loadConfig } from './app-config';

describe(loadConfig.name, () => {
  it('defaults to port 3000 and the embedded SQLite database', () => {
    const sut = loadConfig({});
    expect(sut.port).toBe(3000);
    expect(sut.database.kind).toBe('sqlite');
    expect(sut.database.sqlitePath).toMatch(/data[/\\]dive-down-under\.sqlite$/);
  });

  it('uses MySQL when DATABASE_URL is a mysql:// URL', () => {
    const sut = loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/divedownunder' });
    expect(sut.database).toMatchObject({ kind: 'mysql', url: 'mysql://u:p@db:3306/divedownunder' });
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number between 1 and 65535/],
    ['PORT', '70000', /PORT must be a whole number/],
    ['DATABASE_URL', 'not a url', /DATABASE_URL is not a valid URL/],
    ['DATABASE_URL', 'postgres://h/db', /must start with mysql:\/\/ or mariadb:\/\//],
    ['DATABASE_URL', 'mysql://host', /must name a host and a database/],
    ['NODE_ENV', 'staging', /NODE_ENV must be development, production or test/],
    ['ADMIN_PASSWORD', 'short', /at least 8 characters/],
  ])('refuses %s=%s with a readable message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('refuses to start in production without ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD must be set in production/);
  });

  it('sends Secure cookies only in production', () => {
    expect(loadConfig({}).session.cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-pw' }).session.cookieSecure).toBe(true);
  });

  it('reads the trusted proxies as a list', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });
});

describe(databaseKindOf.name, () => {
  it('tells MariaDB from MySQL by the URL scheme', () => {
    expect(databaseKindOf('mariadb://h/db')).toBe('mariadb');
    expect(databaseKindOf('mysql://h/db')).toBe('mysql');
    expect(databaseKindOf(undefined)).toBe('sqlite');
  });
});
