import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_PREFIX } from '@holdfast/shared/common';
import type { Config } from '../config';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/** Features the app never uses; a page (or something injected into it) cannot turn them on. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com"), usb=(), interest-cohort=()';

/**
 * The CSP sources ('sha256-…') of the inline scripts in a page the server sends: zod's setting in
 * index.html, and a first-load page's request for its data (apps/web/vite.config.ts, firstLoadPages). Only a
 * <script> without attributes counts; its text is hashed exactly as it stands between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy without inline script other
 * than the built pages' own, allowed by hash (`scriptHashes`, inlineScriptHashes above; third-party
 * origins only for the providers that are configured), no framing, nosniff,
 * strict-origin-when-cross-origin referrers, a Permissions-Policy, and HSTS when the request came
 * over HTTPS (through a trusted proxy: request.protocol honours X-Forwarded-Proto only then).
 * API answers are private: Cache-Control no-store unless a route set its own.
 *
 * Helmet's headers do not depend on the request here, so they are worked out once at start and
 * copied onto each answer (the @fastify/helmet plugin built a new helmet instance, parsing the
 * whole policy again, on every request: ~8% of the server's CPU under POST checkins load).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, scriptHashes: readonly string[] = []) {
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  const captcha = Boolean(config.RECAPTCHA_SECRET);
  const pick = (key: 'script' | 'frame' | 'connect') => [...(stripe ? STRIPE[key] : []), ...(captcha ? RECAPTCHA[key] : [])];
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...new Set(scriptHashes), ...pick('script')],
          // Mantine writes its theme variables in <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:'],
          // pdf.js runs its worker from the app's own origin.
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...pick('connect')],
          frameSrc: pick('frame').length ? pick('frame') : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      // Stripe.js and the captcha open popups that talk back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The headers a helmet middleware sets, recorded once from a stand-in response. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
