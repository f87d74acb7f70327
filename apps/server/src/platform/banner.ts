import path from 'node:path';
import type { Config } from './config';

export interface BannerFacts {
  database: 'pglite' | 'postgres';
  mailTransport: 'smtp' | 'outbox';
}

/** A path below the working folder as ./data/pgdata, any other in full. */
function shortPath(p: string): string {
  const relative = path.relative(process.cwd(), p);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : p;
}

/** Shows a URL without its password (DATABASE_URL, SMTP_URL). */
function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * The lines printed once the server listens: where to open it, which database and mail it uses,
 * and where a new account's verification link appears. No secret is printed.
 */
export function startupBanner(config: Config, facts: BannerFacts): string[] {
  const url = config.appUrl;
  const database =
    facts.database === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${shortPath(config.pgliteDir ?? '')}`
      : `PostgreSQL ${withoutPassword(config.DATABASE_URL ?? '')}`;
  const mail =
    facts.mailTransport === 'outbox'
      ? 'dev outbox (SMTP_URL unset): nothing is sent; each mail is stored in mail_outbox and printed here'
      : `SMTP ${withoutPassword(config.SMTP_URL ?? '')} (every mail is also recorded in mail_outbox)`;
  const uploads = config.s3
    ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint ?? `AWS ${config.s3.region}`} (S3_BUCKET)`
    : `local folder ${shortPath(config.uploadsDir)} (the dev default; set S3_BUCKET for S3)`;
  const push = [
    config.VAPID_PUBLIC_KEY ? 'web push (VAPID_PUBLIC_KEY)' : `web push with the dev VAPID key pair in ${shortPath(config.vapidKeysFile)}`,
    config.FCM_SERVICE_ACCOUNT || config.GOOGLE_APPLICATION_CREDENTIALS ? 'Android: FCM' : 'Android: off (FCM_SERVICE_ACCOUNT unset)',
    config.APNS_KEY ? `iOS: APNs ${config.APNS_ENV}` : 'iOS: off (APNS_KEY unset)',
  ].join('; ');
  const stores = [
    config.APPLE_ROOT_CERTS ? `apple-pay: App Store ${config.APPLE_ENVIRONMENT}` : 'apple-pay: DEV verifier (APPLE_ROOT_CERTS unset)',
    config.GOOGLE_PLAY_SERVICE_ACCOUNT ? 'google-play: Google Play' : 'google-play: DEV verifier (GOOGLE_PLAY_SERVICE_ACCOUNT unset)',
  ].join('; ');
  const links = facts.mailTransport === 'outbox' ? 'in this log, on the lines after "[dev mail]"' : "in the recipient's mailbox";
  return [
    `Holdfast is running (${config.NODE_ENV})`,
    `  open           ${url}`,
    `  API docs       ${url}/api/docs`,
    `  database       ${database}`,
    `  mail           ${mail}`,
    `  uploads        ${uploads}`,
    `  push           ${push}`,
    `  store buys     ${stores}`,
    `  mailed links   ${links}; they point at ${url}${config.APP_URL ? ' (APP_URL)' : ' (set APP_URL for a public address)'}`,
    ...(config.ADMIN_EMAIL ? [`  administrator  ${config.ADMIN_EMAIL} (ADMIN_EMAIL)`] : []),
  ];
}
