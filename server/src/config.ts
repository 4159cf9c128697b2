import { isIP } from 'node:net';
import path from 'node:path';
import { WRITE_KINDS, type WriteKind } from '@spraybook/contract/plain';
import type { S3StorageConfig } from './storage/s3-storage.ts';

/** Everything the server reads from the environment, read once with safe defaults. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** The certificate (chain) and private key files the server serves HTTPS with; null: plain HTTP. */
  tls: TlsFiles | null;
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | null;
  /** External OIDC issuer; when absent the built-in provider at /oidc is on. */
  oidc: { issuer: string; clientId: string; audience: string | null; scope: string } | null;
  /** Lifetime of the built-in provider's access tokens (ACCESS_TOKEN_TTL): short, the web refreshes them. */
  accessTokenTtlSeconds: number;
  s3: S3StorageConfig | null;
  /** Base URL (a CDN) public walls' photos are linked at when they are in the bucket; null: the bucket's own. */
  publicImagesUrl: string | null;
  maxImageBytes: number;
  /** Wall photos processed at once, and how many more may wait before uploads get 503. */
  imageConcurrency: number;
  imageQueueLength: number;
  /**
   * Which proxies' X-Forwarded-* headers to believe, in Fastify's trustProxy terms: false (none, the
   * client's socket address is its address), true (any), a hop count, or addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Accounts one address may create per hour on the built-in sign-in page. */
  signUpsPerHour: number;
  /** Wall photos one user may upload per hour. */
  uploadsPerHour: number;
  /** Writes of each kind (comments, ticks, …) one user may make per minute and per hour. */
  writeLimits: Record<WriteKind, WriteLimit>;
  /** Minutes between runs of the file upkeep (recorded deletions, orphaned photos); 0 turns it off. */
  fileUpkeepMinutes: number;
  /** Seconds between drains of the push outbox on this node; 0 turns the worker off (tests drain themselves). */
  pushDrainSeconds: number;
  /** Push subscriptions to any address, plain HTTP and loopback too: for tests' stand-in push services only. */
  pushEndpointsAnyHost: boolean;
  /**
   * Web Push's VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT, for several nodes that
   * should not depend on the database's; null: generated on first start and kept in the database.
   */
  vapid: VapidKeys | null;
  /** Minutes an unreferenced photo is left alone, so uploads in progress are never swept. */
  orphanFileGraceMinutes: number;
  /** Seconds the spraywall of the month is kept once chosen; 0 chooses it at every request. */
  spotlightCacheSeconds: number;
  mapTileUrl: string;
  mapAttribution: string;
  /** Nominatim-compatible reverse geocoder the browser asks for a wall's address; null: off. */
  geocoderUrl: string | null;
  contactEmail: string;
  /**
   * Where password-reset e-mails go out (SMTP_URL, MAIL_FROM); null: account recovery is off. Only the
   * built-in sign-in uses it: with an external OIDC_ISSUER the provider recovers its own accounts.
   */
  mail: { url: string; from: string } | null;
  /** The footer's external links; each is shown only when set. */
  footerLinks: { communityUrl: string | null; issuesUrl: string | null; instagramUrl: string | null };
  /** The mobile app's store page, offered in the install dialog; null: the dialog offers none. */
  mobileAppUrl: string | null;
  /** Seed the demo wall into an empty database. */
  seedDemo: boolean;
  /** Seconds a stopping server (SIGTERM, Ctrl+C) waits for requests in flight before it cuts them off. */
  shutdownTimeoutSeconds: number;
  /**
   * Seconds after which an Idempotency-Key claim neither answered nor renewed is taken for one whose server
   * stopped (http/idempotency/): its write runs for the next request, or it answers 'already done'.
   */
  idempotencyStaleSeconds: number;
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean;
  /** Start the process with small-box memory settings (`lean-memory.ts`); read before the rest, by `server.ts`. */
  leanMemory: boolean;
  logLevel: string;
  webDist: string | null;
}

type Env = Record<string, string | undefined>;

/** Paths of PEM files, as TLS_CERT_FILE and TLS_KEY_FILE name them (read at start, `http/tls-files.ts`). */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export interface WriteLimit {
  perMinute: number;
  perHour: number;
}

/**
 * Each kind's environment variables (`<NAME>_PER_MINUTE`, `<NAME>_PER_HOUR`) and defaults: far above
 * what a climber does by hand, far below a script. Holds are generous: Accept all in the hold editor
 * saves a few hundred suggestions one request after another, and redoing it saves them again.
 */
export const WRITE_LIMIT_DEFAULTS: Record<WriteKind, { name: string } & WriteLimit> = {
  comment: { name: 'COMMENTS', perMinute: 10, perHour: 100 },
  tick: { name: 'TICKS', perMinute: 30, perHour: 300 },
  list: { name: 'LISTS', perMinute: 60, perHour: 600 },
  tag: { name: 'TAGS', perMinute: 60, perHour: 600 },
  hold: { name: 'HOLDS', perMinute: 1500, perHour: 5000 },
  vote: { name: 'VOTES', perMinute: 60, perHour: 600 },
  // Each picture costs a decode and two encodes: a few tries at cropping, not a stream.
  picture: { name: 'PICTURES', perMinute: 5, perHour: 30 },
  // A new climb reaches the feed of everyone who follows its wall: a setting session, never a flood.
  climb: { name: 'CLIMBS', perMinute: 30, perHour: 300 },
  video: { name: 'VIDEOS', perMinute: 10, perHour: 100 },
  follow: { name: 'FOLLOWS', perMinute: 30, perHour: 300 },
  profile: { name: 'PROFILES', perMinute: 10, perHour: 100 },
  // Wall edits (details, archiving, a claim): a new photo also counts against UPLOADS_PER_HOUR.
  wall: { name: 'WALLS', perMinute: 30, perHour: 300 },
  // Each export reads everything a person ever put in.
  export: { name: 'EXPORTS', perMinute: 3, perHour: 20 },
};

function writeLimits(env: Env): Record<WriteKind, WriteLimit> {
  const entries = WRITE_KINDS.map((kind) => {
    const { name, perMinute, perHour } = WRITE_LIMIT_DEFAULTS[kind];
    const limit = {
      perMinute: positive(env, `${name}_PER_MINUTE`, perMinute),
      perHour: positive(env, `${name}_PER_HOUR`, perHour),
    };
    return [kind, limit] as const;
  });
  return Object.fromEntries(entries) as Record<WriteKind, WriteLimit>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may write to about this server. */
  subject: string;
}

function vapidKeys(env: Env): VapidKeys | null {
  // Read one by one, by name: the deployment docs' test finds what config.ts reads that way, not destructured.
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  const subject = env.VAPID_SUBJECT;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (subject && !/^(mailto:|https:)/.test(subject))
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got '${subject}'`);
  return {
    publicKey,
    privateKey,
    subject: subject || `mailto:${env.CONTACT_EMAIL || 'hello@spraybook.app'}`,
  };
}

function int(env: Env, key: string, fallback: number) {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`${key} must be an integer, got '${raw}'`);
  return n;
}

// proxy-addr's names for the loopback, link-local and private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustProxy(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const validBits = bits === undefined || /^\d{1,3}$/.test(bits);
    if (!NAMED_RANGES.has(entry) && (!isIP(address) || !validBits || rest.length > 0)) {
      throw new Error(`TRUST_PROXY must be true, a hop count or a comma list of addresses, got '${entry}'`);
    }
  }
  return entries;
}

function positive(env: Env, key: string, fallback: number) {
  const n = int(env, key, fallback);
  if (n < 1) throw new Error(`${key} must be at least 1, got ${n}`);
  return n;
}

function bool(env: Env, key: string): boolean | null {
  const raw = env[key];
  if (raw === undefined || raw === '') return null;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${key} must be true or false, got '${raw}'`);
  return raw === 'true';
}

/** An absolute http(s) address, or null when unset: it becomes a link users click. */
function httpUrl(env: Env, key: string): string | null {
  const raw = env[key];
  if (raw === undefined || raw === '') return null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // not a URL at all: refused below
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`${key} must be an http(s) address, got '${raw}'`);
  }
  return raw;
}

/** Both files or neither: one alone is a half-done set-up that would otherwise serve plain HTTP. */
function tlsFiles(env: Env): TlsFiles | null {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return null;
  if (!keyFile)
    throw new Error('TLS_KEY_FILE is required with TLS_CERT_FILE (the private key of the certificate)');
  if (!certFile) throw new Error('TLS_CERT_FILE is required with TLS_KEY_FILE (the certificate of the key)');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080);
  const tls = tlsFiles(env);
  const scheme = tls ? 'https' : 'http';
  const publicUrl = (env.PUBLIC_URL || `${scheme}://localhost:${port}`).replace(/\/$/, '');
  const issuer = env.OIDC_ISSUER?.replace(/\/$/, '');
  if (issuer && !env.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  const s3Bucket = env.S3_BUCKET;
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    tls,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    oidc: issuer
      ? {
          issuer,
          clientId: env.OIDC_CLIENT_ID!,
          audience: env.OIDC_AUDIENCE || null,
          scope: env.OIDC_SCOPE || 'openid profile offline_access',
        }
      : null,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 300),
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
        }
      : null,
    publicImagesUrl: httpUrl(env, 'PUBLIC_IMAGES_URL')?.replace(/\/+$/, '') ?? null,
    maxImageBytes: int(env, 'MAX_IMAGE_MB', 20) * 1024 * 1024,
    imageConcurrency: positive(env, 'IMAGE_CONCURRENCY', 2),
    imageQueueLength: int(env, 'IMAGE_QUEUE_LENGTH', 8),
    trustProxy: trustProxy(env.TRUST_PROXY),
    signUpsPerHour: positive(env, 'SIGN_UPS_PER_HOUR', 10),
    uploadsPerHour: positive(env, 'UPLOADS_PER_HOUR', 30),
    writeLimits: writeLimits(env),
    fileUpkeepMinutes: int(env, 'FILE_UPKEEP_MINUTES', 60),
    pushDrainSeconds: int(env, 'PUSH_DRAIN_SECONDS', 2),
    pushEndpointsAnyHost: bool(env, 'PUSH_ENDPOINTS_ANY_HOST') ?? false,
    vapid: vapidKeys(env),
    orphanFileGraceMinutes: int(env, 'ORPHAN_FILE_GRACE_MINUTES', 60),
    spotlightCacheSeconds: int(env, 'SPOTLIGHT_CACHE_SECONDS', 600),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.MAP_ATTRIBUTION || '&copy; OpenStreetMap contributors',
    // Unset: OpenStreetMap's public Nominatim; set but empty: no geocoder at all.
    geocoderUrl:
      env.GEOCODER_URL === undefined
        ? 'https://nominatim.openstreetmap.org'
        : (httpUrl(env, 'GEOCODER_URL')?.replace(/\/+$/, '') ?? null),
    contactEmail: env.CONTACT_EMAIL || 'hello@spraybook.app',
    mail: mailConfig(env, issuer),
    footerLinks: {
      communityUrl: httpUrl(env, 'COMMUNITY_URL'),
      issuesUrl: httpUrl(env, 'ISSUES_URL'),
      instagramUrl: httpUrl(env, 'INSTAGRAM_URL'),
    },
    mobileAppUrl: httpUrl(env, 'MOBILE_APP_URL'),
    // The demo wall (at real coordinates) is for the quick start's embedded database; a PostgreSQL
    // server is a real install, where it would show on the map as if it existed.
    seedDemo: bool(env, 'SEED_DEMO') ?? !databaseUrl,
    shutdownTimeoutSeconds: positive(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10),
    idempotencyStaleSeconds: positive(env, 'IDEMPOTENCY_STALE_SECONDS', 30),
    // Off unless asked for: the numbers tell an outsider how busy the gym is.
    metrics: bool(env, 'METRICS') ?? false,
    leanMemory: leanMemory(env),
    logLevel: env.LOG_LEVEL || 'info',
    webDist:
      env.WEB_DIST === ''
        ? null
        : path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname),
  };
}

/**
 * LEAN_MEMORY (default true): run the embedded database's code unoptimised and cap glibc's malloc
 * arenas (`lean-memory.ts`). false trades ~500 MB more in the first minutes for faster PGlite queries.
 */
export const leanMemory = (env: Env) => bool(env, 'LEAN_MEMORY') ?? true;

function mailConfig(env: Env, externalIssuer: string | undefined): Config['mail'] {
  const url = env.SMTP_URL?.trim();
  if (!url || externalIssuer) return null;
  if (!/^smtps?:\/\//.test(url))
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got '${url}'`);
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('MAIL_FROM is required with SMTP_URL');
  return { url, from };
}
