import { ConfigError, databaseKindOf, loadConfig } from './app-config';

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'kelp-forest-at-dawn-42',
  PUBLIC_URL: 'https://divedownunder.example/',
  NEWSLETTER_SECRET: 'f3a1c9e07b5d42e8a6c1d9b3e5f70a2c',
};

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

  it('limits connections by default, and keeps the header timeout within the request timeout', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 30_000, headersTimeoutMs: 15_000, keepAliveTimeoutMs: 5_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).connections.headersTimeoutMs).toBe(5000);
  });

  it('lets link checks reach private addresses only outside production, and only when asked', () => {
    expect(loadConfig({}).allowPrivateLinkTargets).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', ALLOW_PRIVATE_LINK_TARGETS: 'true' }).allowPrivateLinkTargets).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, ALLOW_PRIVATE_LINK_TARGETS: 'true' })).toThrow(/cannot be set in production/);
  });

  it('refuses to start in production without ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD must be set in production/);
  });

  it('sends Secure cookies only in production', () => {
    expect(loadConfig({}).session.cookieSecure).toBe(false);
    expect(loadConfig(PRODUCTION).session.cookieSecure).toBe(true);
  });

  describe('in production', () => {
    it('starts with a strong password and PUBLIC_URL', () => {
      const sut = loadConfig(PRODUCTION);
      expect(sut.publicUrl).toBe('https://divedownunder.example');
      expect(sut.passwordHashCost).toBe(12);
    });

    it.each([
      ['Reef1234567', /at least 12 characters long in production/],
      ['password1234', /too easy to guess/],
      ['qwertyuiop123', /too easy to guess/],
      ['aaaaaaaaaaaaaaaa', /too easy to guess/],
    ])('refuses the weak ADMIN_PASSWORD %s with a readable message', (password, message) => {
      expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: password })).toThrow(ConfigError);
      expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: password })).toThrow(message);
    });

    it('refuses to start without NEWSLETTER_SECRET, or with a short one', () => {
      expect(() => loadConfig({ ...PRODUCTION, NEWSLETTER_SECRET: '' })).toThrow(/NEWSLETTER_SECRET must be set in production/);
      expect(() => loadConfig({ ...PRODUCTION, NEWSLETTER_SECRET: 'short-secret' })).toThrow(/at least 32 characters/);
    });

    it('refuses to start without PUBLIC_URL', () => {
      expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: '' })).toThrow(/PUBLIC_URL must be set in production/);
    });
  });

  describe('NEWSLETTER_SECRET', () => {
    it('falls back outside production to a secret that is stable for one database and differs between databases', () => {
      const a = loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/one' }).newsletterSecret;
      expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/one' }).newsletterSecret).toBe(a);
      expect(loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/two' }).newsletterSecret).not.toBe(a);
      expect(a.length).toBeGreaterThanOrEqual(32);
    });
  });

  describe('PUBLIC_URL', () => {
    it('defaults to localhost and the port outside production', () => {
      expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
      expect(loadConfig({ NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:3000');
    });

    it('drops a trailing slash and keeps a path', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://dive.example/' }).publicUrl).toBe('https://dive.example');
      expect(loadConfig({ PUBLIC_URL: 'https://dive.example/site/' }).publicUrl).toBe('https://dive.example/site');
    });

    it.each(['dive.example', 'ftp://dive.example', 'https://dive.example/?a=1', 'https://user@dive.example'])('refuses %s', (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    });
  });

  it("reads the bcrypt cost, within bcrypt's sensible range", () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '3' })).toThrow(/PASSWORD_HASH_COST must be a whole number between 4 and 15/);
  });

  it('reads the trusted proxies as a list', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  describe('Open-Meteo', () => {
    it("defaults to Open-Meteo's free service, no key, and bounded waits", () => {
      expect(loadConfig({}).openMeteo).toEqual({
        marineUrl: 'https://marine-api.open-meteo.com/v1/marine',
        forecastUrl: 'https://api.open-meteo.com/v1/forecast',
        apiKey: undefined,
        timeoutMs: 8000,
        requestWaitMs: 1500,
        retryAfterFailureMs: 120_000,
        keepFeaturedWarm: true,
      });
      expect(loadConfig({ NODE_ENV: 'test' }).openMeteo.keepFeaturedWarm).toBe(false);
    });

    it('takes a commercial or self-hosted address with a key, and refuses an address that is not plain http(s)', () => {
      const config = loadConfig({
        OPEN_METEO_MARINE_URL: 'https://customer-marine-api.open-meteo.com/v1/marine/',
        OPEN_METEO_FORECAST_URL: 'http://open-meteo.internal:8080/v1/forecast',
        OPEN_METEO_API_KEY: ' key123 ',
      }).openMeteo;
      expect(config).toMatchObject({
        marineUrl: 'https://customer-marine-api.open-meteo.com/v1/marine',
        forecastUrl: 'http://open-meteo.internal:8080/v1/forecast',
        apiKey: 'key123',
      });
      expect(() => loadConfig({ OPEN_METEO_MARINE_URL: 'https://x.example/marine?apikey=1' })).toThrow(/OPEN_METEO_MARINE_URL/);
      expect(() => loadConfig({ OPEN_METEO_REQUEST_WAIT_MS: '-1' })).toThrow(/OPEN_METEO_REQUEST_WAIT_MS/);
    });
  });
});

describe(databaseKindOf.name, () => {
  it('tells MariaDB from MySQL by the URL scheme', () => {
    expect(databaseKindOf('mariadb://h/db')).toBe('mariadb');
    expect(databaseKindOf('mysql://h/db')).toBe('mysql');
    expect(databaseKindOf(undefined)).toBe('sqlite');
  });

  describe('shared cache and replicas', () => {
    it('configures no purger by default, and then lets shared caches keep answers only as long as browsers', () => {
      const sut = loadConfig({});
      expect(sut.edge.purger).toBeNull();
      expect(sut.edge.sharedMaxAgeSeconds).toBe(sut.publicCache.maxAgeSeconds);
    });

    it('reads each purger with what it needs, and refuses one that lacks it', () => {
      expect(loadConfig({ EDGE_PURGER: 'varnish', VARNISH_PURGE_URLS: 'http://10.0.0.5:6081/, http://10.0.0.6:6081' }).edge).toMatchObject({
        purger: { kind: 'varnish', urls: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'] },
        sharedMaxAgeSeconds: 86_400,
      });
      expect(loadConfig({ EDGE_PURGER: 'fastly', FASTLY_SERVICE_ID: 's', FASTLY_API_TOKEN: 't' }).edge.purger).toEqual({
        kind: 'fastly',
        apiUrl: 'https://api.fastly.com',
        serviceId: 's',
        token: 't',
      });
      expect(() => loadConfig({ EDGE_PURGER: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrow('CLOUDFLARE_API_TOKEN must be set');
      expect(() => loadConfig({ EDGE_PURGER: 'varnish' })).toThrow(ConfigError);
      expect(() => loadConfig({ EDGE_PURGER: 'akamai' })).toThrow('EDGE_PURGER must be varnish, fastly, cloudflare or empty');
    });

    it('reads replicas only beside a primary, without echoing their passwords in errors', () => {
      expect(
        loadConfig({ DATABASE_URL: 'mysql://u:p@db:3306/d', DATABASE_REPLICA_URLS: 'mysql://u:p@r1/d,mysql://u:p@r2/d' }).database.replicas,
      ).toEqual({
        urls: ['mysql://u:p@r1/d', 'mysql://u:p@r2/d'],
        maxLagSeconds: 5,
        checkMs: 1000,
      });
      expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'mysql://u:p@r1/d' })).toThrow('needs DATABASE_URL');
      expect(() => loadConfig({ DATABASE_URL: 'mysql://u:p@db/d', DATABASE_REPLICA_URLS: 'postgres://u:secret@r1/d' })).toThrow(
        /^(?!.*secret)/,
      );
    });
  });
});
