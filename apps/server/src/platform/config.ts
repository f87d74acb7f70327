import { isIP } from 'node:net';
import path from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-storage';

/** Every environment variable the server reads, parsed once. The only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /**
   * Put before every Redis key and the realtime channels: several deployments (or test runs) on one
   * Redis stay apart. Every copy of one deployment uses the same value. Empty by default.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]*$/)
    .default(''),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Holdfast <no-reply@holdfast.local>'),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  MIN_CLIENT_VERSION: z.string().optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: one readable line per event (the default in development); json: one object a line. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@holdfast.app'),
  DONATE_URL: z.string().url().default('https://holdfast.app/donate'),
  HELP_DESK_URL: z.string().url().default('https://help.holdfast.app'),
  // Payments (courses). Unset STRIPE_SECRET_KEY -> the built-in dev provider.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Handed to the browser with each setup intent, so the key is configured once, at run time. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Coach billing: the signing secret of the coach subscriptions' webhook endpoint (unset: STRIPE_WEBHOOK_SECRET). */
  STRIPE_COACH_WEBHOOK_SECRET: z.string().optional(),
  /** Coach billing: the per-client monthly Price (tiers_mode volume); unset: found or made by its lookup key. */
  STRIPE_COACH_PRICE_ID: z.string().optional(),
  /** Only for tests: point the Stripe SDK at a local server (host:port, http). */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * Store purchases (native app) on iOS, verified with Apple's library: comma-separated paths of Apple's
   * root certificates (AppleRootCA-G3.cer from apple.com/certificateauthority). Unset: the DEV receipt
   * verifier answers apple-pay purchases (signed dev receipts, not the App Store).
   */
  APPLE_ROOT_CERTS: z.string().optional(),
  /** The bundle id the App Store signs transactions for; required with APPLE_ROOT_CERTS. */
  APPLE_BUNDLE_ID: z.string().optional(),
  /** Which App Store signs the transactions: Production, or Sandbox (TestFlight and development builds). */
  APPLE_ENVIRONMENT: z.enum(['Production', 'Sandbox']).default('Production'),
  /** The app's Apple id (App Store Connect, General > App Information); required with APPLE_ROOT_CERTS in Production. */
  APPLE_APP_APPLE_ID: z.coerce.number().int().positive().optional(),
  /** OCSP revocation checks of the signing certificates, dates against now; off (offline, tests): dates against the transaction's signing date. */
  APPLE_ONLINE_CHECKS: z.enum(['on', 'off']).default('on'),
  /**
   * Store purchases on Android, verified with the Play Developer API: a service account's JSON (the text,
   * or a path to the file) with access to the app's orders. Unset: the DEV receipt verifier answers
   * google-play purchases.
   */
  GOOGLE_PLAY_SERVICE_ACCOUNT: z.string().optional(),
  /** The app's package name on Google Play; required with GOOGLE_PLAY_SERVICE_ACCOUNT. */
  GOOGLE_PLAY_PACKAGE_NAME: z.string().optional(),
  /** Only for tests: the Google API root URL (trailing slash) instead of https://androidpublisher.googleapis.com/. */
  GOOGLE_PLAY_API_BASE: z.string().url().optional(),
  /**
   * Uploaded files in an S3 bucket (or any S3-compatible endpoint) instead of DATA_DIR/uploads:
   * S3_BUCKET turns it on; the others are read only with it.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible endpoint (http://127.0.0.1:9000, R2, MinIO): buckets addressed by path. Unset: AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Both or neither; neither: the AWS SDK's default credentials (environment, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Secret that signs resource URLs; derived from a random value per process when unset. */
  RESOURCE_URL_SECRET: z.string().min(16).optional(),
  /**
   * Key of the invitation links a mail job makes (a re-run mails the same link). Unset: a random one
   * kept in DATA_DIR/invitation-secret; set the same value on every copy when several run.
   */
  INVITATION_SECRET: z.string().min(32).optional(),
  /**
   * Which proxies may set X-Forwarded-For/-Proto: a hop count ("1") or a comma-separated list of
   * addresses/CIDRs ("10.0.0.0/8,127.0.0.1"). Unset: none (the socket address is the client).
   */
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => /^\d+$/.test(v) || v.split(',').every((p) => isProxyEntry(p.trim())),
      'a hop count or a comma-separated list of IP addresses/CIDRs',
    )
    .optional(),
  /** Failed sign-ins in 15 minutes that lock an account's sign-in for 15 minutes. */
  LOGIN_LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** Mails one address may receive per hour (every call that sends mail counts). */
  MAIL_RECIPIENT_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Web push (VAPID, RFC 8292): the key pair as `npx web-push generate-vapid-keys` prints it (base64url)
   * and the contact (mailto: or https:) push services may write to. Unset: a dev pair generated once and
   * kept in DATA_DIR/vapid-keys.json (every copy must share one pair: set these when several run).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, 'the base64url public key of `npx web-push generate-vapid-keys`')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,45}$/, 'the base64url private key of `npx web-push generate-vapid-keys`')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: URL')
    .optional(),
  /** Android pushes through FCM: a service account's JSON (the text, or a path to the file). Unset: GOOGLE_APPLICATION_CREDENTIALS, else no FCM. */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  /** Application default credentials (a service account file) for FCM, read by firebase-admin when FCM_SERVICE_ACCOUNT is unset. */
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  /** The Firebase project of FCM when the credentials do not name it (application default credentials). */
  FCM_PROJECT_ID: z.string().optional(),
  /** iOS pushes through APNs, token-based: the .p8 key (its PEM text, or a path to the file), its key id and the team id. */
  APNS_KEY: z.string().optional(),
  APNS_KEY_ID: z.string().optional(),
  APNS_TEAM_ID: z.string().optional(),
  /** The app's bundle id (the apns-topic); defaults to the Capacitor app id. */
  APNS_TOPIC: z.string().default('org.holdfast.app'),
  /** production (api.push.apple.com) or sandbox (api.sandbox.push.apple.com: development builds). */
  APNS_ENV: z.enum(['production', 'sandbox']).default('production'),
  /** Background jobs this server copy runs at once; 0: this copy only queues jobs (others run them). */
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).default(5),
  /** How often an idle job worker looks for due jobs (its own new jobs, and ones queued in a transaction anywhere, wake it at once). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /**
   * Prometheus metrics (platform/health) on a port of their own, bound to HOST: keep it off the
   * public network (0: any free port). Unset: /metrics on the main port, with METRICS_TOKEN only.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** With METRICS_PORT unset: /metrics on the main port answers `Authorization: Bearer <METRICS_TOKEN>`; neither set: 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Load shedding (@fastify/under-pressure): above this mean event-loop delay (sampled each second)
   * the API answers 503 with Retry-After and /readyz reports degraded. 0: off (the tests' default).
   */
  UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * On SIGTERM/SIGINT: how long /readyz answers 503 draining while the server still serves, before it
   * stops accepting connections (a load balancer's probe interval times its failure threshold). The
   * whole drain stops after 10 s.
   */
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /**
   * OpenTelemetry traces (platform/telemetry): the OTLP/HTTP collector's base URL; spans go to
   * `<endpoint>/v1/traces`. Unset: no tracing code is loaded at all.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The OTLP/HTTP encoding: protobuf (the OTLP default) or JSON. gRPC is not offered. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  /** Headers sent with each export, `key=value` pairs separated by commas (a vendor's API key); values may be percent-encoded. */
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .refine((v) => v.split(',').every((pair) => /^\s*[^=\s]+\s*=.*$/.test(pair)), 'key=value pairs separated by commas')
    .optional(),
  /** The traces' service.name. */
  OTEL_SERVICE_NAME: z.string().min(1).default('holdfast'),
  /** Where `npm run backup` and the scheduled backup write (platform/backup). Unset: DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** After writing a backup, the newest this many stay in BACKUP_DIR and older ones are deleted. */
  BACKUP_RETENTION: z.coerce.number().int().min(1).default(14),
  /** A cron expression (UTC, '0 3 * * *': daily at 03:00) on which the server takes a backup itself. Unset: none. */
  BACKUP_SCHEDULE: z
    .string()
    .refine((v) => {
      try {
        CronExpressionParser.parse(v, { tz: 'UTC' });
        return true;
      } catch {
        return false;
      }
    }, 'a cron expression (minute hour day month weekday)')
    .optional(),
  /** The OpenAPI explorer at /api/docs: on by default, off in production unless "on". */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** The community forum feature (spec 1 section 6); off answers 403 community_disabled to every community call. */
  COMMUNITY_FORUM: z.enum(['on', 'off']).default('on'),
  /** The sample community (members, topics, threads, replies) a new install starts with; off leaves the forum empty. */
  COMMUNITY_SAMPLE_CONTENT: z.enum(['on', 'off']).default('on'),
});

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || isIP(address) === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Where mailed links point: APP_URL, else the address the server listens on (see publicUrl). */
  appUrl: string;
  logFormat: 'pretty' | 'json';
  uploadsDir: string;
  /** The S3 bucket of uploaded files when S3_BUCKET is set; null: the local folder `uploadsDir` (the dev default). */
  s3: S3Settings | null;
  /** Where the invitation secret is kept when INVITATION_SECRET is unset (platform/invitations). */
  invitationSecretFile: string;
  /** Where the dev VAPID key pair is kept when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset (platform/push). */
  vapidKeysFile: string;
  pgliteDir: string | null;
  /** BACKUP_DIR, else DATA_DIR/backups: the backup files and erasure-ledger.json (platform/backup). */
  backupDir: string;
  /** Fastify's trustProxy: false (default), a hop count or a list of addresses/CIDRs. */
  trustProxy: false | number | string[];
  apiDocs: boolean;
  /** Where and how spans are exported when OTEL_EXPORTER_OTLP_ENDPOINT is set; null: no tracing. */
  traces: TraceSettings | null;
}

export interface TraceSettings {
  /** The OTLP/HTTP traces URL: the endpoint with /v1/traces. */
  url: string;
  protocol: 'http/protobuf' | 'http/json';
  headers: Record<string, string>;
  serviceName: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Env> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (e.APNS_KEY && !(e.APNS_KEY_ID && e.APNS_TEAM_ID))
    throw new Error('Invalid environment:\n  APNS_KEY_ID, APNS_TEAM_ID: required with APNS_KEY');
  if (e.S3_BUCKET && !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (e.APPLE_ROOT_CERTS && !e.APPLE_BUNDLE_ID) throw new Error('Invalid environment:\n  APPLE_BUNDLE_ID: required with APPLE_ROOT_CERTS');
  if (e.APPLE_ROOT_CERTS && e.APPLE_ENVIRONMENT === 'Production' && !e.APPLE_APP_APPLE_ID)
    throw new Error('Invalid environment:\n  APPLE_APP_APPLE_ID: required with APPLE_ROOT_CERTS when APPLE_ENVIRONMENT is Production');
  if (e.GOOGLE_PLAY_SERVICE_ACCOUNT && !e.GOOGLE_PLAY_PACKAGE_NAME)
    throw new Error('Invalid environment:\n  GOOGLE_PLAY_PACKAGE_NAME: required with GOOGLE_PLAY_SERVICE_ACCOUNT');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    appUrl: (e.APP_URL ?? listenUrl(e.HOST, e.PORT)).replace(/\/$/, ''),
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
            : {}),
        }
      : null,
    invitationSecretFile: path.join(dataDir, 'invitation-secret'),
    vapidKeysFile: path.join(dataDir, 'vapid-keys.json'),
    pgliteDir: e.DATABASE_URL ? null : path.join(dataDir, 'pgdata'),
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    trustProxy: !e.TRUST_PROXY
      ? false
      : /^\d+$/.test(e.TRUST_PROXY)
        ? Number(e.TRUST_PROXY)
        : e.TRUST_PROXY.split(',').map((p) => p.trim()),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    traces: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          url: `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`,
          protocol: e.OTEL_EXPORTER_OTLP_PROTOCOL,
          headers: otlpHeaders(e.OTEL_EXPORTER_OTLP_HEADERS),
          serviceName: e.OTEL_SERVICE_NAME,
        }
      : null,
  };
}

/** OTEL_EXPORTER_OTLP_HEADERS (`api-key=abc,x-team=ops`) as a header object, as the OTel specification reads it. */
function otlpHeaders(text: string | undefined): Record<string, string> {
  if (!text) return {};
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())];
    }),
  );
}

/**
 * The address a person reaches the server at when APP_URL is unset: HOST and PORT, with a
 * wildcard HOST (listening on every interface) shown as localhost. With HOST=127.0.0.1 a
 * mailed link therefore opens on 127.0.0.1, the origin the member signed in on, not localhost.
 */
export function listenUrl(host: string, port: number): string {
  const wildcard = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
