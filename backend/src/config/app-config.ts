import * as path from 'node:path';

/**
 * The only place that reads process.env. Everything else receives an AppConfig,
 * so a bad setting fails at start-up with a sentence a person can act on.
 */
export type DatabaseKind = 'mysql' | 'mariadb' | 'sqlite';
export type NodeEnv = 'development' | 'production' | 'test';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export interface AppConfig {
  host: string;
  port: number;
  database: { kind: DatabaseKind; url?: string; sqlitePath: string };
  adminPassword?: string;
  /** Proxy addresses whose X-Forwarded-For is believed; empty = use the socket address. */
  trustProxy: string[];
  session: { idleMinutes: number; absoluteHours: number; cookieSecure: boolean };
  loginThrottle: { maxAttempts: number; windowMinutes: number };
  formThrottle: { maxRequests: number; windowMinutes: number };
  /** Origins allowed to send state-changing requests (CSRF); the request's own host is always allowed. */
  allowedOrigins: string[];
  publicUrl?: string;
  smtp: SmtpConfig | null;
  contactRecipient: string;
  frontendDist: string;
}

const DEV_SERVER_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
  }
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function databaseKindOf(url: string | undefined): DatabaseKind {
  if (!url) return 'sqlite';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`DATABASE_URL is not a valid URL (expected mysql://user:password@host:3306/database).`);
  }
  const scheme = parsed.protocol.replace(':', '');
  if (scheme !== 'mysql' && scheme !== 'mariadb') {
    throw new ConfigError(`DATABASE_URL must start with mysql:// or mariadb:// (got "${scheme}://").`);
  }
  if (!parsed.hostname || parsed.pathname.length < 2) {
    throw new ConfigError(`DATABASE_URL must name a host and a database, e.g. mysql://user:password@host:3306/divedownunder.`);
  }
  return scheme;
}

function smtpFrom(env: Env): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: int(env, 'SMTP_PORT', 587, 1, 65535),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM || 'Dive Down Under <no-reply@divedownunder.com.au>',
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV ?? 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}").`);
  }
  const url = env.DATABASE_URL || undefined;
  const kind = databaseKindOf(url);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (nodeEnv === 'production' && !adminPassword) {
    throw new ConfigError('ADMIN_PASSWORD must be set in production: the admin area has no default password.');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  }
  const root = path.resolve(__dirname, '..', '..', '..');
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  return {
    host: env.HOST || '0.0.0.0',
    port: int(env, 'PORT', 3000, 1, 65535),
    database: { kind, url, sqlitePath: path.join(dataDir, 'dive-down-under.sqlite') },
    adminPassword,
    trustProxy: list(env.TRUST_PROXY),
    session: {
      idleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
      absoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30),
      cookieSecure: nodeEnv === 'production' && env.COOKIE_SECURE !== 'false',
    },
    loginThrottle: { maxAttempts: 5, windowMinutes: 15 },
    formThrottle: {
      maxRequests: int(env, 'FORM_RATE_LIMIT', 5, 1, 10000),
      windowMinutes: int(env, 'FORM_RATE_WINDOW_MINUTES', 10, 1, 24 * 60),
    },
    // The Vite dev server proxies /api with its own Origin; allow it by default only in development.
    allowedOrigins: list(env.ALLOWED_ORIGINS || (nodeEnv === 'development' ? DEV_SERVER_ORIGINS : '')),
    publicUrl: env.PUBLIC_URL || undefined,
    smtp: smtpFrom(env),
    contactRecipient: env.CONTACT_RECIPIENT || 'hello@divedownunder.com.au',
    frontendDist: path.resolve(env.FRONTEND_DIST || path.join(root, 'frontend', 'dist')),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
