import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. The only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
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
  WEB_DIST_DIR: z.string().optional(),
  SUPPORT_EMAIL: z.string().default('support@holdfast.app'),
  DONATE_URL: z.string().url().default('https://holdfast.app/donate'),
  HELP_DESK_URL: z.string().url().default('https://help.holdfast.app'),
  // Payments (courses). Unset STRIPE_SECRET_KEY -> the built-in dev provider.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Handed to the browser with each setup intent, so the key is configured once, at run time. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Only for tests: point the Stripe SDK at a local server (host:port, http). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Secret that signs resource URLs; derived from a random value per process when unset. */
  RESOURCE_URL_SECRET: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  appUrl: string;
  uploadsDir: string;
  pgliteDir: string | null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Env> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse({ ...cleaned, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: e.DATABASE_URL ? null : path.join(dataDir, 'pgdata'),
  };
}
