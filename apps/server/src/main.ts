import pino from 'pino';
import { buildApp, prepareData } from './app';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
log.info({ database: database.kind, dataDir: config.pgliteDir ?? undefined }, 'database ready (migrations applied)');
const { app, ctx } = await buildApp({ config, database, logger: log });
await prepareData(ctx);
if (ctx.mailer.transport === 'outbox') {
  log.warn('SMTP_URL is not set: mails go to the mail_outbox table and this log (dev transport)');
}
await app.listen({ port: config.PORT, host: config.HOST });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
