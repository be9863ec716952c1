import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import {
  ConfigError,
  problemLines,
  registryServiceSchema,
  syncConfigOf,
  type SyncConfig,
} from './registryService';

// Every environment variable the portal reads, validated once when a process starts
// (environment.ts): a bad value stops the start with one message naming every problem, instead
// of surfacing when its code path first runs. The rest of the code receives `Settings`, typed.
// `variableDocs` is the README's table of variables (tests/unit/settings.test.ts compares them).

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max);
const positiveNumber = z.coerce.number().positive();
const httpUrl = z.url({ protocol: /^https?$/ });

/** An address or a CIDR range (`10.0.0.0/8`, `::1`). */
const addressOrRange = z.string().refine((entry) => {
  const [address = '', bits] = entry.split('/');
  const family = isIP(address);
  if (!family) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
  );
}, 'not an address or a CIDR range');

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const variablesSchema = z.object({
  PORT: whole(1, 65_535).default(8080),
  WEB_CONCURRENCY: whole(1, 64).optional(),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: whole(0, 99).default(0),
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.0/8,::1')
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .pipe(z.array(addressOrRange).max(100)),
  CLIENT_KEY_SALT: z.string().default('ifi-portal-contact'),
  DATABASE_PATH: z.string().default('data/registry.sqlite'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//i, 'not a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: whole(1, 1000).default(10),
  ANALYTICS_SCRIPT_URL: httpUrl.optional(),
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  SHED_MAX_WAIT_MS: whole(0).default(500),
  SHED_MAX_RENDERS: whole(0).default(4),
  SHED_RETRY_AFTER: whole(0).default(5),
  WORKER_MAX_RSS_MB: positiveNumber.optional(),
  WORKER_HEALTH_MS: whole(100).default(5_000),
  START_TIMEOUT_SECONDS: positiveNumber.default(120),
  METRICS_PORT: whole(1, 65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LEXICON_DIR: z.string().optional(),
  REGISTRY_URL: z.string().optional(),
  REGISTRY_SYNC_INTERVAL: positiveNumber.optional(),
  SMTP_URL: z.string().optional(),
  CONTACT_TO: z.string().optional(),
  CONTACT_FROM: z.string().optional(),
  CONTACT_RETRY_BASE_MS: whole(0).optional(),
  CONTACT_POLL_MS: whole(1).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_EVERY_HOURS: positiveNumber.optional(),
  BACKUP_KEEP: whole(1, 10_000).default(7),
});

type Variables = z.infer<typeof variablesSchema>;
export type VariableName = keyof typeof variablesSchema.shape;

export interface Settings {
  port: number;
  /** WEB_CONCURRENCY; undefined: the CPU count. */
  workers: number | undefined;
  /** Every absolute URL's origin; never the request's Host header. */
  publicOrigin: string;
  trustedHops: number;
  trustedProxies: BlockList;
  clientKeySalt: string;
  /** As given (relative to the working directory when the database is opened). */
  databasePath: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  analyticsScriptUrl: string | null;
  analyticsOrigin: string | null;
  pageCacheBytes: number;
  shedding: { maxWaitMs: number; maxRenders: number; retryAfterSeconds: number };
  workerMaxRssMb: number | undefined;
  workerHealthMs: number;
  startTimeoutMs: number;
  metrics: { port: number; host: string } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  lexiconDir: string | undefined;
  /** The registry service; undefined in demo mode. */
  sync: SyncConfig | undefined;
  /** Background syncs (REGISTRY_SYNC_INTERVAL), only with the registry service. */
  syncIntervalMs: number | undefined;
  /** The contact outbox's SMTP delivery; undefined: messages are stored only. */
  contact:
    | { smtpUrl: string; to: string; from?: string; retryBaseMs?: number; pollMs?: number }
    | undefined;
  backup: BackupSettings;
}

export interface BackupSettings {
  dir: string | undefined;
  everyMs: number | undefined;
  keep: number;
}

/** The README's table: default and meaning of every variable, in the order it lists them. */
export const variableDocs: Record<VariableName, { byDefault: string; meaning: string }> = {
  PORT: { byDefault: '`8080`', meaning: 'HTTP port of `npm start`' },
  WEB_CONCURRENCY: {
    byDefault: 'the CPU count',
    meaning: 'worker processes of `npm start` (at most 64)',
  },
  PUBLIC_URL: {
    byDefault: '`http://localhost:$PORT`',
    meaning:
      "the portal's public address: every absolute URL (feed, site map, robots.txt, exports, datapackage.json, API guide); the `Host` header is never used",
  },
  TRUST_PROXY: {
    byDefault: '`0`',
    meaning:
      'number of reverse proxies in front: the client address is the `X-Forwarded-For` entry that many places from the right',
  },
  TRUSTED_PROXIES: {
    byDefault: '`127.0.0.0/8,::1`',
    meaning:
      'addresses or CIDR ranges of those proxies: `X-Forwarded-For` is read only on their connections (`docs/deployment.md`)',
  },
  CLIENT_KEY_SALT: {
    byDefault: 'built-in',
    meaning: 'HMAC key of the stored client key (no raw addresses); the same on every process',
  },
  DATABASE_PATH: {
    byDefault: '`data/registry.sqlite`',
    meaning: 'the registry database (SQLite file, git-ignored)',
  },
  DATABASE_URL: {
    byDefault: 'unset',
    meaning: '`postgres://user:pass@host:5432/db`: use PostgreSQL instead',
  },
  DATABASE_POOL_SIZE: { byDefault: '`10`', meaning: 'PostgreSQL connections per portal process' },
  ANALYTICS_SCRIPT_URL: {
    byDefault: 'unset',
    meaning: 'analytics provider script (http or https), loaded only after cookie consent',
  },
  PAGE_CACHE_MB: {
    byDefault: '`64`',
    meaning: 'memory for the anonymous page cache; `0` turns it off',
  },
  SHED_MAX_WAIT_MS: {
    byDefault: '`500`',
    meaning:
      "longest expected wait before a page's render starts; a page that would wait longer gets a 503 (half for `/search`; `docs/deployment.md`); `0`: never",
  },
  SHED_MAX_RENDERS: {
    byDefault: '`4`',
    meaning: 'renders at once per worker; more wait their turn in arrival order; `0`: no limit',
  },
  SHED_RETRY_AFTER: {
    byDefault: '`5`',
    meaning: 'seconds in the `Retry-After` of a shed page (at least 1)',
  },
  WORKER_MAX_RSS_MB: {
    byDefault: 'unset (never)',
    meaning:
      'a worker whose memory grows past this is replaced: its successor starts, then it finishes its requests and stops',
  },
  WORKER_HEALTH_MS: {
    byDefault: '`5000`',
    meaning: 'how often each worker reports its memory to the primary (at least 100)',
  },
  START_TIMEOUT_SECONDS: {
    byDefault: '`120`',
    meaning:
      'a start of which no worker listens within this stops with exit 1 (`docs/operations.md`)',
  },
  METRICS_PORT: {
    byDefault: 'unset (off)',
    meaning:
      'port of the Prometheus endpoint `/metrics` (`docs/deployment.md`); never the public port',
  },
  METRICS_HOST: { byDefault: '`127.0.0.1`', meaning: 'address the metrics endpoint binds to' },
  LOG_LEVEL: {
    byDefault: '`info`',
    meaning:
      'JSON log level (pino): `trace`, `debug`, `info` (a line per request), `warn`, `error`, `fatal`, `silent`',
  },
  LEXICON_DIR: {
    byDefault: '`node_modules/.cache/ifi-lexicon` (else the temp folder)',
    meaning:
      "where the search's Ukrainian lexicon is built once per dictionary version (`docs/search.md`)",
  },
  REGISTRY_URL: {
    byDefault: 'unset (demo mode)',
    meaning:
      "the ministry's registry service; it and the other `REGISTRY_…` variables: `docs/deployment.md`",
  },
  REGISTRY_SYNC_INTERVAL: {
    byDefault: 'unset (no background sync)',
    meaning: 'minutes between background syncs of a running portal (with `REGISTRY_URL`)',
  },
  SMTP_URL: {
    byDefault: 'unset (messages are stored, not delivered)',
    meaning: "the contact form's nodemailer SMTP URL, e.g. `smtp://mail:25`",
  },
  CONTACT_TO: {
    byDefault: 'unset',
    meaning: 'where contact messages go (required with `SMTP_URL`)',
  },
  CONTACT_FROM: {
    byDefault: '`Портал проєктів МФО <no-reply@localhost>`',
    meaning: 'sender of the delivered messages',
  },
  CONTACT_RETRY_BASE_MS: {
    byDefault: '`30000`',
    meaning: 'first retry delay of a failed delivery (doubles, at most one hour)',
  },
  CONTACT_POLL_MS: { byDefault: '`5000`', meaning: 'how often the outbox looks for due messages' },
  BACKUP_DIR: {
    byDefault: '`data/backups`',
    meaning: 'where backups go (`npm run backup` and the schedule; `docs/operations.md`)',
  },
  BACKUP_EVERY_HOURS: {
    byDefault: 'unset (off)',
    meaning: 'the primary of `npm start` backs up this often (fractions allowed)',
  },
  BACKUP_KEEP: {
    byDefault: '`7`',
    meaning: "how many of the schedule's own backups to keep; older ones are deleted",
  },
};

function blockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

function settingsOf(v: Variables, sync: SyncConfig | undefined): Settings {
  const publicOrigin = v.PUBLIC_URL ? new URL(v.PUBLIC_URL).origin : `http://localhost:${v.PORT}`;
  const analyticsScriptUrl = v.ANALYTICS_SCRIPT_URL ? new URL(v.ANALYTICS_SCRIPT_URL).href : null;
  return {
    port: v.PORT,
    workers: v.WEB_CONCURRENCY,
    publicOrigin,
    trustedHops: v.TRUST_PROXY,
    trustedProxies: blockList(v.TRUSTED_PROXIES),
    clientKeySalt: v.CLIENT_KEY_SALT,
    databasePath: v.DATABASE_PATH,
    databaseUrl: v.DATABASE_URL,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    analyticsScriptUrl,
    analyticsOrigin: analyticsScriptUrl ? new URL(analyticsScriptUrl).origin : null,
    pageCacheBytes: Math.floor(v.PAGE_CACHE_MB * 1024 * 1024),
    shedding: {
      maxWaitMs: v.SHED_MAX_WAIT_MS,
      maxRenders: v.SHED_MAX_RENDERS,
      retryAfterSeconds: Math.max(1, v.SHED_RETRY_AFTER),
    },
    workerMaxRssMb: v.WORKER_MAX_RSS_MB,
    workerHealthMs: v.WORKER_HEALTH_MS,
    startTimeoutMs: v.START_TIMEOUT_SECONDS * 1000,
    metrics: v.METRICS_PORT ? { port: v.METRICS_PORT, host: v.METRICS_HOST } : undefined,
    logLevel: v.LOG_LEVEL,
    lexiconDir: v.LEXICON_DIR,
    sync,
    syncIntervalMs:
      sync && v.REGISTRY_SYNC_INTERVAL ? v.REGISTRY_SYNC_INTERVAL * 60_000 : undefined,
    contact:
      v.SMTP_URL && v.CONTACT_TO
        ? {
            smtpUrl: v.SMTP_URL,
            to: v.CONTACT_TO,
            from: v.CONTACT_FROM,
            retryBaseMs: v.CONTACT_RETRY_BASE_MS,
            pollMs: v.CONTACT_POLL_MS,
          }
        : undefined,
    backup: {
      dir: v.BACKUP_DIR,
      everyMs: v.BACKUP_EVERY_HOURS ? v.BACKUP_EVERY_HOURS * 3_600_000 : undefined,
      keep: v.BACKUP_KEEP,
    },
  };
}

/**
 * The settings of an environment; throws one ConfigError naming every problem. An empty value
 * counts as unset (`FOO= npm start`).
 */
export function readSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = variablesSchema.safeParse(given);
  const service = given.REGISTRY_URL ? registryServiceSchema.safeParse(given) : undefined;
  const problems = [
    ...(parsed.success ? [] : problemLines(parsed.error.issues)),
    ...(service && !service.success ? problemLines(service.error.issues) : []),
  ];
  if (given.SMTP_URL && !given.CONTACT_TO) problems.push('CONTACT_TO: required with SMTP_URL');
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `configuration: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`,
    );
  }
  return settingsOf(parsed.data, service?.success ? syncConfigOf(service.data) : undefined);
}
