import type { AccessKind, AccessVia } from '@holdfast/shared/accountability';
import { createBatcher } from '../db/batch';
import type { Db } from '../db/client';
import * as repo from './access-log.repository';
import { requestImpersonator } from '../auth/request-scope';

type AccessRow = Parameters<typeof repo.insertAccessRows>[1][number];

/** One read of someone else's data: a record, or a range of calendar days. */
export type AccessEntry = { viewer: number; owner: number; kind: AccessKind; via: AccessVia } & (
  | { recordId: number; range?: never; daily?: never }
  | { range: { start: string; end: string }; recordId?: never; daily?: never }
  /** One line per viewer, owner, kind and link a day, however often it is read (the group chat's cards). */
  | { daily: true; recordId?: never; range?: never }
);

/**
 * The "who viewed my data" log, one line for any area that shows a person's check-ins or crash
 * reports to someone else: `await ctx.accessLog.record(entry)` (or a list of entries, written in
 * one statement). Reads by the owner are not logged. Pass a transaction as `db` to write with it.
 */
export interface AccessLog {
  record(entries: AccessEntry | readonly AccessEntry[], db?: Db): Promise<void>;
  /** An account's erasure: every line about them and every line of their reads of others (in `db`, the erasure's transaction). */
  erase(db: Db, userId: number): Promise<void>;
}

/**
 * Reads made at the same moment (concurrent requests) write their rows in one statement: a lone
 * read writes at once, reads that arrive while two writes are running go together when one ends
 * (platform/db/batch). Each read is answered only after its own rows have committed.
 */
const ACCESS_LOG_BATCHING = { maxBatch: 64, maxInFlight: 2 };

export function createAccessLog(defaultDb: Db): AccessLog {
  const batcher = createBatcher(async (lists: AccessRow[][]) => {
    await repo.insertAccessRows(defaultDb, lists.flat());
    return lists.map(() => undefined);
  }, ACCESS_LOG_BATCHING);
  return {
    async erase(db, userId) {
      await repo.deleteAccessRowsOf(db, userId);
    },
    async record(entries, db) {
      const list = (Array.isArray(entries) ? entries : [entries]) as readonly AccessEntry[];
      // A read of someone else's data made in an administrator's impersonation session is the
      // administrator's, as Holdfast support, not the member's (their own data: 'Support viewed your account').
      const admin = requestImpersonator();
      const others = list.filter((e) => e.viewer !== e.owner);
      const own = admin === null ? others : others.map((e) => (e.via === 'support' ? e : { ...e, viewer: admin, via: 'support' as const }));
      const daily = own.filter((e) => e.daily);
      if (daily.length) {
        const today = new Date().toISOString().slice(0, 10);
        const dailyRows = daily.map((e) => ({
          viewerId: e.viewer,
          ownerId: e.owner,
          kind: e.kind,
          via: e.via,
          recordId: null,
          rangeStart: today,
          rangeEnd: today,
        }));
        await repo.insertAccessRows(db ?? defaultDb, dailyRows, true);
      }
      const rows = own
        .filter((e) => !e.daily)
        .map((e) => ({
          viewerId: e.viewer,
          ownerId: e.owner,
          kind: e.kind,
          via: e.via,
          recordId: e.recordId ?? null,
          rangeStart: e.range?.start ?? null,
          rangeEnd: e.range?.end ?? null,
        }));
      if (!rows.length) return;
      // Inside a caller's transaction the rows go with it; otherwise they share a statement.
      if (db && db !== defaultDb) await repo.insertAccessRows(db, rows);
      else await batcher.submit(rows);
    },
  };
}

export { listAccessLog, listAccessBy, type AccessLogRow } from './access-log.repository';
