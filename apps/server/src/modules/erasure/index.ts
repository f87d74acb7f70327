import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { registerErasureRoutes } from './erasure.routes';
import { createErasureService, JOB_EXPIRE_EVIDENCE, type ErasureService, type LedgerReapplier } from './erasure.service';
import { listLedger, type LedgerEntry } from './erasure.repository';

export type { LedgerEntry, LedgerReapplier };
export { recordErasure } from './erasure.service';
export { erasureExport } from './erasure.export';

const services = new WeakMap<AppContext, ErasureService>();

/** The app's erasure service (one per context). */
export function erasureOf(ctx: AppContext): ErasureService {
  let service = services.get(ctx);
  if (!service) services.set(ctx, (service = createErasureService(ctx)));
  return service;
}

/** Erasure (docs/areas/erasure.md): POST users/delete, the ledger, moderation evidence's retention. */
export function registerErasure(app: FastifyInstance, ctx: AppContext) {
  registerErasureRoutes(app, erasureOf(ctx), { authRateLimit: ctx.config.AUTH_RATE_LIMIT });
}

/** The daily removal of moderation evidence past its 90 days (from app.ts's prepareData). */
export async function scheduleErasure(ctx: AppContext) {
  await ctx.jobs.schedule(JOB_EXPIRE_EVIDENCE, '30 3 * * *', {});
}

/**
 * The ledger as it stands (ids only): the server writes it to BACKUP_DIR/erasure-ledger.json after
 * every erasure and backup (platform/backup), and the restore hands that file's lines to
 * `reapplyErasureLedger`.
 */
export function readErasureLedger(db: Db): Promise<LedgerEntry[]> {
  return listLedger(db);
}

/**
 * After restoring a backup and before serving traffic: writes back the `saved` ledger lines the
 * restored copy lacks, then erases again everything the ledger names (accounts through the same
 * erasure as POST users/delete, other kinds through their `onReapply`). Needs the app's context
 * with every area registered (their `accounts.erasing` handlers). Answers how many accounts it erased again.
 */
export function reapplyErasureLedger(ctx: AppContext, saved: readonly LedgerEntry[] = []): Promise<number> {
  return erasureOf(ctx).reapplyLedger(saved);
}

/** How a restore re-applies a ledger kind of another area (auto-expiry): `onErasureLedgerKind(ctx, 'auto-expiry', fn)` while registering. */
export function onErasureLedgerKind(ctx: AppContext, kind: string, reapply: LedgerReapplier) {
  erasureOf(ctx).onReapply(kind, reapply);
}

/** The admin console's erasure on a person's request (ff_admin, with a reason; audited 'user.erased'). */
export const eraseOnRequest = (ctx: AppContext) => erasureOf(ctx).eraseOnRequest;
