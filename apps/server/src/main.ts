import { buildApp, prepareData } from './app';
import { startupBanner } from './platform/banner';
import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { openDatabase } from './platform/db/client';

const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
log.info({ database: database.kind, dataDir: config.pgliteDir ?? undefined }, 'database ready (migrations applied)');
const { app, ctx } = await buildApp({ config, database, logger: log });
await prepareData(ctx);
await app.listen({ port: config.PORT, host: config.HOST });
log.info(
  { banner: { url: config.appUrl, database: database.kind, mail: ctx.mailer.transport } },
  startupBanner(config, { database: database.kind, mailTransport: ctx.mailer.transport }).join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
