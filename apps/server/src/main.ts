import { buildApp, prepareData } from './app';
import { startupBanner } from './platform/banner';
import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { openDatabase } from './platform/db/client';

const config = loadConfig();
const log = createLogger(config);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
log.info({ database: database.kind, dataDir: config.pgliteDir ?? undefined }, 'database ready (migrations applied)');
const { app, ctx, drain } = await buildApp({ config, database, logger: log });
await prepareData(ctx);
await app.listen({ port: config.PORT, host: config.HOST });
log.info(
  { banner: { url: config.appUrl, database: database.kind, mail: ctx.mailer.transport } },
  startupBanner(config, { database: database.kind, mailTransport: ctx.mailer.transport }).join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'draining: readiness 503, in-flight requests and running jobs finish (10 s at most)');
    // A second signal while draining exits at once.
    process.once(signal, () => process.exit(1));
    drain().then(
      (outcome) => process.exit(outcome === 'closed' ? 0 : 1),
      () => process.exit(1),
    );
  });
}
