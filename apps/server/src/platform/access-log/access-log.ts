import type { AccessKind, AccessVia } from '@holdfast/shared/accountability';
import type { Db } from '../db/client';
import * as repo from './access-log.repository';

/** One read of someone else's data: a record, or a range of calendar days. */
export type AccessEntry = { viewer: number; owner: number; kind: AccessKind; via: AccessVia } & (
  | { recordId: number; range?: never }
  | { range: { start: string; end: string }; recordId?: never }
);

/**
 * The "who viewed my data" log, one line for any area that shows a person's check-ins or crash
 * reports to someone else: `await ctx.accessLog.record(entry)` (or a list of entries, written in
 * one statement). Reads by the owner are not logged. Pass a transaction as `db` to write with it.
 */
export interface AccessLog {
  record(entries: AccessEntry | readonly AccessEntry[], db?: Db): Promise<void>;
}

export function createAccessLog(defaultDb: Db): AccessLog {
  return {
    async record(entries, db = defaultDb) {
      const list = (Array.isArray(entries) ? entries : [entries]) as readonly AccessEntry[];
      await repo.insertAccessRows(
        db,
        list
          .filter((e) => e.viewer !== e.owner)
          .map((e) => ({
            viewerId: e.viewer,
            ownerId: e.owner,
            kind: e.kind,
            via: e.via,
            recordId: e.recordId ?? null,
            rangeStart: e.range?.start ?? null,
            rangeEnd: e.range?.end ?? null,
          })),
      );
    },
  };
}

export { listAccessLog, listAccessBy, type AccessLogRow } from './access-log.repository';
