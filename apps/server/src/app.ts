import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { API_PREFIX } from '@holdfast/shared/common';
import { accountsTexts } from '@holdfast/shared/accounts';
import { createRecaptchaVerifier, disabledCaptcha, type CaptchaVerifier } from './platform/captcha/captcha';
import type { Config } from './platform/config';
import type { AppContext, RealtimePublisher } from './platform/context';
import type { Database } from './platform/db/client';
import { registerErrorHandler } from './platform/http/error-handler';
import { TooManyRequestsError } from './platform/http/errors';
import { zodValidatorCompiler } from './platform/http/validation';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { attachRealtime, type Realtime } from './platform/realtime/realtime';
import { createLocalStorage } from './platform/storage/storage';
import { registerAccounts } from './modules/accounts';
import { bootstrapAdmin, registerAdmin } from './modules/admin';
import { registerDevices } from './modules/devices';
import { registerNotifications, type NotificationsService } from './modules/notifications';
import { registerReference, seedReference } from './modules/reference';
import { registerCheckIns, seedCheckIns } from './modules/check-ins';
import { registerCourses, seedCourses } from './modules/courses';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootPackage = JSON.parse(readFileSync(path.resolve(here, '../../../package.json'), 'utf8')) as { version: string };
export const APP_VERSION = rootPackage.version;

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: Logger;
  /** Attach Socket.IO (on by default; tests that do not need it save the time). */
  realtime?: boolean;
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
}

export interface Built {
  app: FastifyInstance;
  ctx: AppContext;
  notifications: NotificationsService;
}

export async function buildApp(opts: BuildOptions): Promise<Built> {
  const { config, database } = opts;
  const log = opts.logger ?? pino({ level: config.LOG_LEVEL });
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Realtime is attached once the HTTP server exists; until then events are dropped (nobody listens).
  let realtime: Realtime | null = null;
  const publisher: RealtimePublisher = {
    publishToUser: (userId, event, payload) => realtime?.publishToUser(userId, event, payload),
  };
  const ctx: AppContext = {
    config,
    db: database.db,
    log,
    mailer: opts.mailer ?? createMailer({ db: database.db, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    storage: createLocalStorage(config.uploadsDir),
    captcha: opts.captcha ?? (config.RECAPTCHA_SECRET ? createRecaptchaVerifier(config.RECAPTCHA_SECRET) : disabledCaptcha),
    realtime: publisher,
  };

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Holdfast API', version: APP_VERSION }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  let notifications!: NotificationsService;
  let resolveUser!: (token: string) => Promise<number | null>;
  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        global: false,
        ...(config.REDIS_URL ? { redis: await redisClient(config.REDIS_URL) } : {}),
        errorResponseBuilder: () => new TooManyRequestsError(accountsTexts.tooManyRequests),
      });
      await api.register(fastifyMultipart, { limits: { fileSize: 6 * 1024 * 1024, files: 1, fields: 10 } });
      const accounts = registerAccounts(api, ctx);
      resolveUser = async (token) => {
        const actor = await accounts.sessions.resolveToken(token);
        return actor && !actor.isSuspended ? actor.userId : null;
      };
      registerReference(api, ctx, APP_VERSION);
      registerDevices(api, ctx);
      registerAdmin(api, ctx);
      notifications = registerNotifications(api, ctx);
      registerCheckIns(api, ctx, { notifications });
      registerCourses(api, ctx);
    },
    { prefix: API_PREFIX },
  );

  await serveWebApp(app, config);

  if (opts.realtime !== false) {
    realtime = await attachRealtime({ server: app.server, log, redisUrl: config.REDIS_URL, resolveUser });
    app.addHook('onClose', async () => realtime?.close());
  }
  app.addHook('onClose', async () => database.close());
  return { app, ctx, notifications };
}

async function redisClient(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}

/** The built SPA: static files, and index.html for every non-API GET (client-side routes). */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const dist = path.resolve(config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist'));
  const hasWebApp = existsSync(path.join(dist, 'index.html'));
  if (hasWebApp) await app.register(fastifStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!hasWebApp || request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/socket.io')) {
      return reply.status(404).send({ message: 'Not found.', code: 'not_found' });
    }
    const file = path.join(dist, url);
    if (url !== '/' && file.startsWith(dist) && existsSync(file) && !url.endsWith('/')) {
      const cacheable = url.startsWith('/assets/');
      return reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(url.slice(1));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Seeds reference data and the first admin. Idempotent: runs on every start. */
export async function prepareData(ctx: AppContext) {
  await seedReference(ctx.db);
  await bootstrapAdmin(ctx);
  await seedCheckIns(ctx);
  await seedCourses(ctx);
}
