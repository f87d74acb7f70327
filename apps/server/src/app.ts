import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifStatic from '@fastify/static';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { API_PREFIX, ERROR_CODES } from '@holdfast/shared/common';
import { accountsTexts } from '@holdfast/shared/accounts';
import { createRecaptchaVerifier, disabledCaptcha, type CaptchaVerifier } from './platform/captcha/captcha';
import type { Config } from './platform/config';
import type { RealtimeClientEventName } from '@holdfast/shared/realtime';
import type { AppContext, ClientEventHandler } from './platform/context';
import { oneCopyAtATime, type Database } from './platform/db/client';
import { APP_VERSION, WEB_DIST_DIR } from './platform/paths';
import { registerErrorHandler } from './platform/http/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { enterRequestScope } from './platform/auth/request-scope';
import { createLogger, RequestLogController, withRedaction } from './platform/logger';
import { OverloadedError, TooManyRequestsError } from './platform/http/errors';
import { zodValidatorCompiler } from './platform/http/validation';
import { createMemoryCounter, createRedisCounter } from './platform/http/rate-counter';
import { inlineScriptHashes, registerSecurityHeaders } from './platform/http/security-headers';
import { createAccessLog } from './platform/access-log/access-log';
import { createConsent } from './platform/consent/consent';
import { createAnswers } from './platform/answers/answers';
import { createEvents } from './platform/events/events';
import { createInvitations, invitationSecret } from './platform/invitations/invitations';
import { createJobQueue } from './platform/jobs/jobs';
import fastifyUnderPressure from '@fastify/under-pressure';
import { registerBackups, scheduleBackups } from './platform/backup/backup.jobs';
import { registerHealth } from './platform/health/health';
import { drainApp } from './platform/health/drain';
import { registerMetrics } from './platform/health/metrics';
import { startTelemetry } from './platform/telemetry/telemetry';
import { createLogPushSender, type PushProviders, type PushSender } from './platform/push/push';
import { closePushProviders, createPushProviders } from './platform/push/providers';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createUrlSigner } from './platform/resources/signed-urls';
import { attachRealtime, type Realtime, type SessionActor } from './platform/realtime/realtime';
import { createS3Storage } from './platform/storage/s3-storage';
import { createLocalStorage } from './platform/storage/storage';
import { registerAccountability, scheduleAccountability } from './modules/accountability';
import { registerGroups } from './modules/groups';
import { registerPremiumGroups } from './modules/premium-groups';
import { registerCoaching, scheduleCoachBilling } from './modules/coaching';
import { onErasureLedgerKind, readErasureLedger, recordErasure, registerErasure, scheduleErasure } from './modules/erasure';
import { registerCommunity, seedCommunitySample } from './modules/community';
import { registerMessaging } from './modules/messaging';
import { registerAccounts } from './modules/accounts';
import { bootstrapAdmin, registerAdmin } from './modules/admin';
import { createDevicePushSender, registerDevices } from './modules/devices';
import { notificationsOf, registerNotifications, type NotificationsService } from './modules/notifications';
import { registerReference, seedReference } from './modules/reference';
import {
  eraseExpiredAgain,
  EXPIRY_LEDGER_KINDS,
  EXPIRY_LEDGER_TABLES,
  registerCheckIns,
  scheduleExpiry,
  seedCheckIns,
  type ErasureLedger,
} from './modules/check-ins';
import { registerCourses, seedCourses } from './modules/courses';
import { registerDataExports } from './modules/data-exports';
import { registerPrivacy } from './modules/privacy';
import { registerResources } from './modules/resources';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: Logger;
  /** Attach Socket.IO (on by default; tests that do not need it save the time). */
  realtime?: boolean;
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  push?: PushSender;
  /** Push providers in place of the settings' (tests: FCM and APNs against local servers); merged over them. */
  pushProviders?: PushProviders;
  /** Register the areas after accounts last-first (a test: their order carries no meaning). */
  reverseAreas?: boolean;
  /** Where auto-expiry writes what it erased (tests: a recording fake; the erasure area's ledger once merged). */
  erasureLedger?: ErasureLedger;
}

/**
 * The areas after accounts (whose `authenticate` decorator guards every other area's routes, so it
 * registers first), each with its routes, jobs, platform registrations (consent sources, invitation
 * kinds, client events) and subscriptions to other areas' events, in any order: every subscription
 * is in place before the first request emits. A service one area calls of another is imported from
 * the owner's index.ts, or asked of it as its answer (platform/answers) where the owner imports the
 * asker (messaging's chat guards).
 */
/** Auto-expiry's ledger lines: the erasure area's, one per member and kind, its ids by table. */
const expiryLedger: ErasureLedger = {
  recordErasure: (tx, e) => recordErasure(tx, { kind: e.kind, userId: e.userId, ids: { [EXPIRY_LEDGER_TABLES[e.kind]]: [...e.ids] } }),
};

const areas = (opts: BuildOptions): readonly ((api: FastifyInstance, ctx: AppContext) => void)[] => [
  (api, ctx) => registerReference(api, ctx, APP_VERSION),
  registerDevices,
  registerAdmin,
  registerNotifications,
  registerMessaging,
  (api, ctx) => {
    // Auto-expiry writes the erasure ledger, and a restore erases those details again (check-ins
    // knows nothing of the erasure area: the wiring is here).
    registerCheckIns(api, ctx, { ledger: opts.erasureLedger ?? expiryLedger });
    for (const kind of EXPIRY_LEDGER_KINDS)
      onErasureLedgerKind(ctx, kind, (tx, entry) => eraseExpiredAgain(tx, kind, entry.ids[EXPIRY_LEDGER_TABLES[kind]] ?? []));
  },
  registerCourses,
  registerAccountability,
  registerGroups,
  registerCoaching,
  registerPremiumGroups,
  registerCommunity,
  registerDataExports,
  registerErasure,
  registerPrivacy,
  registerResources,
  (_api, ctx) => {
    // Backups (platform/backup) read the erasure ledger, and write its file beside the backups again
    // after every account erasure and every run of the daily auto-expiry (platform/ knows no area:
    // the wiring is here). Once a run, not per member: the file is the whole ledger.
    const backups = registerBackups(ctx, { readLedger: readErasureLedger });
    ctx.events.on('accounts.erasing', (tx) => backups.ledgerChanged(tx));
    ctx.events.on('check-ins.expiry-ran', (tx) => backups.ledgerChanged(tx));
  },
];

export interface Built {
  app: FastifyInstance;
  ctx: AppContext;
  notifications: NotificationsService;
  /** A graceful stop (platform/health/drain): readiness 503 at once, close after DRAIN_GRACE_MS, all within `timeoutMs` (10 s). */
  drain(opts?: { timeoutMs?: number; graceMs?: number }): Promise<'closed' | 'timeout'>;
  /** The metrics port's address once listening (METRICS_PORT), else null. */
  metricsAddress(): import('node:net').AddressInfo | null;
}

export async function buildApp(opts: BuildOptions): Promise<Built> {
  const { config, database } = opts;
  const log = withRedaction(opts.logger ?? createLogger(config));
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    logController: new RequestLogController(config.NODE_ENV === 'development' ? 'debug' : 'info'),
    // Only configured proxies may speak for the client (X-Forwarded-For/-Proto); none by default.
    trustProxy: typeof config.trustProxy === 'number' ? hopsOf(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (platform/telemetry). Its onClose hook is the first
  // added, so it runs after the others (last-added first) and sends the spans of the whole close.
  const telemetry = await startTelemetry(config.traces, APP_VERSION);
  if (telemetry) {
    telemetry.traceRequests(app);
    app.addHook('onClose', async () => telemetry.shutdown());
  }
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const web = readWebApp(config);
  await registerSecurityHeaders(app, config, web.scriptHashes);
  const redis = config.REDIS_URL ? await redisClient(config.REDIS_URL, config.REDIS_PREFIX) : null;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  // Realtime is attached once the HTTP server exists; until then events are dropped (nobody listens).
  let realtime: Realtime | null = null;
  const clientHandlers = new Map<RealtimeClientEventName, ClientEventHandler<never>>();
  const publisher: AppContext['realtime'] = {
    publishToUser: (userId, event, payload) => realtime?.publishToUser(userId, event, payload),
    publishToUsers: (userIds, event, payload) => realtime?.publishToUsers(userIds, event, payload),
    hasConnection: async (userId) => (realtime ? realtime.hasConnection(userId) : false),
    connectedAmong: async (userIds) => (realtime ? realtime.connectedAmong(userIds) : new Set()),
    endSessions: (target) => realtime?.endSessions(target),
    onClientEvent: (event, handler) => {
      if (clientHandlers.has(event)) throw new Error(`Client event ${event} already has a handler`);
      clientHandlers.set(event, handler as ClientEventHandler<never>);
    },
  };
  const counters = redis ? createRedisCounter(redis) : createMemoryCounter();
  const jobs = createJobQueue({
    db: database.db,
    log,
    listen: database.listen,
    concurrency: config.JOBS_CONCURRENCY,
    pollMs: config.JOBS_POLL_MS,
    tracing: telemetry,
  });
  // preClose: before any onClose hook (those run last-added first, the database's among them).
  app.addHook('preClose', async () => jobs.stop());
  const accessLog = createAccessLog(database.db);
  const ctx: AppContext = {
    config,
    db: database.db,
    log,
    counters,
    jobs,
    urlSigner: createUrlSigner(config.RESOURCE_URL_SECRET),
    mailer: opts.mailer ?? createMailer({ db: database.db, log, config, counters }),
    // S3 when S3_BUCKET is set; otherwise the local folder, the dev default.
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir),
    captcha: opts.captcha ?? (config.RECAPTCHA_SECRET ? createRecaptchaVerifier(config.RECAPTCHA_SECRET) : disabledCaptcha),
    realtime: publisher,
    push: opts.push ?? createLogPushSender(log),
    invitations: createInvitations({ secret: invitationSecret({ secret: config.INVITATION_SECRET, file: config.invitationSecretFile }) }),
    accessLog,
    consent: createConsent(database.db, accessLog),
    events: createEvents(),
    answers: createAnswers(),
  };
  if (!opts.push) {
    // Pushes go to the members' registered devices, through each platform's provider (platform/push).
    const providers = { ...createPushProviders(config, log), ...opts.pushProviders };
    ctx.push = createDevicePushSender(ctx, providers);
    app.addHook('onClose', async () => closePushProviders(providers));
  }

  await registerOpenApi(app, { appVersion: APP_VERSION, explorer: config.apiDocs });
  // Load shedding: above the event-loop delay the API answers 503 with Retry-After; the probes and
  // /metrics opt out (their routes' pressureHandler), readiness reports it instead.
  const shedding = config.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS > 0;
  if (shedding)
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: config.UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      retryAfter: 10,
      customError: OverloadedError,
    });
  const health = registerHealth(app, {
    db: database.db,
    redis,
    storage: ctx.storage,
    ...(shedding ? { underPressure: () => app.isUnderPressure() } : {}),
  });
  const metrics = registerMetrics(app, { config, database });
  // Each request in its own scope (platform/auth/request-scope: the access log learns an impersonation's admin).
  app.addHook('onRequest', (_request, _reply, done) => enterRequestScope(done));

  let resolveActor!: (token: string) => Promise<SessionActor | null>;
  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        global: false,
        ...(redis ? { redis } : {}),
        errorResponseBuilder: () => new TooManyRequestsError(accountsTexts.tooManyRequests),
      });
      // API answers above 1 KB go out brotli or gzip (whichever the client prefers).
      await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(fastifyMultipart, { limits: { fileSize: 6 * 1024 * 1024, files: 1, fields: 10 } });
      const accounts = registerAccounts(api, ctx);
      resolveActor = async (token) => {
        const actor = await accounts.sessions.resolveToken(token);
        return actor && !actor.isSuspended ? actor : null;
      };
      for (const register of opts.reverseAreas ? [...areas(opts)].reverse() : areas(opts)) register(api, ctx);
    },
    { prefix: API_PREFIX },
  );

  await serveWebApp(app, web);
  // Every area has defined its jobs: start working them (a copy with JOBS_CONCURRENCY=0 only queues).
  if (config.JOBS_CONCURRENCY > 0) jobs.start();

  if (opts.realtime !== false) {
    realtime = await attachRealtime({
      server: app.server,
      log,
      redisUrl: config.REDIS_URL,
      redisPrefix: config.REDIS_PREFIX,
      resolveActor,
      clientHandlers,
      listen: database.listen,
      observer: metrics.realtimeObserver,
    });
    const attached = realtime;
    metrics.setConnectedSockets(() => attached.connectedCount());
    // Before the server closes: it waits for every open connection, and a WebSocket never ends by itself.
    app.addHook('preClose', async () => realtime?.closeConnections());
    app.addHook('onClose', async () => realtime?.close());
  }
  app.addHook('onClose', async () => database.close());
  app.addHook('onClose', async () => ctx.storage.close());
  return {
    app,
    ctx,
    notifications: notificationsOf(ctx),
    drain: (o = {}) => drainApp({ app, health, realtime, log, graceMs: config.DRAIN_GRACE_MS, ...o }),
    metricsAddress: metrics.address,
  };
}

/** TRUST_PROXY as a hop count: trust that many proxies in front of the server (proxy-addr's reading). */
function hopsOf(count: number) {
  return (_address: string, hop: number) => hop < count;
}

async function redisClient(url: string, keyPrefix: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, keyPrefix });
}

interface WebApp {
  dist: string;
  hasWebApp: boolean;
  /** Pages with their own first-load HTML (dist/pages/<name>.html). */
  pageHtml: Set<string>;
  /** The CSP hashes of the inline scripts in index.html and those pages (zod's setting, their first-load data). */
  scriptHashes: string[];
}

/** What the built web app holds, read once at start. */
function readWebApp(config: Config): WebApp {
  const dist = path.resolve(config.WEB_DIST_DIR ?? WEB_DIST_DIR);
  const hasWebApp = existsSync(path.join(dist, 'index.html'));
  const pagesDir = path.join(dist, 'pages');
  const pageHtml = new Set(
    hasWebApp && existsSync(pagesDir)
      ? readdirSync(pagesDir)
          .filter((f) => f.endsWith('.html'))
          .map((f) => f.slice(0, -'.html'.length))
      : [],
  );
  const html = [...(hasWebApp ? [path.join(dist, 'index.html')] : []), ...[...pageHtml].map((page) => path.join(pagesDir, `${page}.html`))];
  const scriptHashes = html.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return { dist, hasWebApp, pageHtml, scriptHashes };
}

/** The built SPA: static files, and index.html for every non-API GET (client-side routes). */
async function serveWebApp(app: FastifyInstance, { dist, hasWebApp, pageHtml }: WebApp) {
  // Hashed /assets never change (immutable); everything else, index.html first, is revalidated so a
  // deploy reaches clients at once.
  if (hasWebApp) {
    await app.register(fastifStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // x.js.br / x.js.gz made at build time go to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = path.relative(dist, file).startsWith(`assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!hasWebApp || request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/socket.io')) {
      return reply.status(404).send({ message: 'Not found.', code: ERROR_CODES.notFound });
    }
    const file = path.join(dist, url);
    if (url !== '/' && file.startsWith(dist) && existsSync(file) && !url.endsWith('/')) {
      const cacheable = url.startsWith('/assets/');
      return reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(url.slice(1));
    }
    // A page with its own first-load HTML (dist/pages/<name>.html, apps/web/vite.config.ts: the same
    // index.html preloading that page's route chunks), else index.html.
    const page = /^\/([a-z][a-z-]*)$/.exec(url)?.[1];
    const html = page && pageHtml.has(page) ? `pages/${page}.html` : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(html);
  });
}

/** Seeds reference data and the first admin. Idempotent: runs on every start. */
export async function prepareData(ctx: AppContext) {
  // Copies starting together on one PostgreSQL database seed one at a time (each step skips what is there).
  await oneCopyAtATime(ctx.db, async () => {
    await seedReference(ctx.db);
    await bootstrapAdmin(ctx);
    await seedCheckIns(ctx);
    await seedCourses(ctx);
    // After bootstrapAdmin: the sample leaders' role must exist.
    await seedCommunitySample(ctx);
    await scheduleAccountability(ctx);
    await scheduleCoachBilling(ctx);
    await scheduleErasure(ctx);
    await scheduleExpiry(ctx);
    await scheduleBackups(ctx);
  });
}
