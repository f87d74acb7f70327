import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';
import { erasureEvidence, erasureLedger, type ErasureKind } from './erasure.table';

/** One line of the erasure ledger (ids only). */
export interface LedgerEntry {
  userId: number;
  kind: ErasureKind;
  ids: Record<string, number[]>;
  erasedAt: Date;
}

export async function insertLedgerEntry(
  db: Db,
  entry: { userId: number; kind: ErasureKind; ids?: Record<string, number[]>; erasedAt?: Date },
) {
  await db
    .insert(erasureLedger)
    .values({ userId: entry.userId, kind: entry.kind, ids: entry.ids ?? {}, erasedAt: entry.erasedAt ?? new Date() });
}

/** The whole ledger, oldest first. */
export async function listLedger(db: Db): Promise<LedgerEntry[]> {
  const rows = await selectRows<{ user_id: number; kind: string; ids: Record<string, number[]>; erased_at: string | Date }>(
    db,
    sql`select user_id, kind, ids, erased_at from erasure_ledger order by erased_at, id`,
  );
  return rows.map((r) => ({ userId: Number(r.user_id), kind: r.kind, ids: r.ids, erasedAt: new Date(r.erased_at) }));
}

/** Writes back the entries a restored copy lacks (same person, kind and instant); answers how many. */
export async function mergeLedger(db: Db, entries: readonly LedgerEntry[]) {
  let added = 0;
  for (const e of entries) {
    const rows = await selectRows<{ id: number }>(
      db,
      sql`insert into erasure_ledger (user_id, kind, ids, erased_at)
          select ${e.userId}, ${e.kind}, ${JSON.stringify(e.ids)}::jsonb, ${e.erasedAt.toISOString()}::timestamptz
          where not exists (select 1 from erasure_ledger where user_id = ${e.userId} and kind = ${e.kind}
                              and erased_at = ${e.erasedAt.toISOString()}::timestamptz)
          returning id`,
    );
    added += rows.length;
  }
  return added;
}

export async function insertEvidence(
  db: Db,
  rows: { subject: 'reply' | 'user'; replyId: number | null; text: string | null; reasons: string[]; expiresAt: Date }[],
) {
  if (!rows.length) return;
  await db
    .insert(erasureEvidence)
    .values(
      rows.map((r) => ({ subject: r.subject, replyId: r.replyId, snapshot: { text: r.text, reasons: r.reasons }, expiresAt: r.expiresAt })),
    );
}

/** Removes evidence past its 90 days; answers how many went. */
export async function deleteExpiredEvidence(db: Db, now: Date) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from erasure_evidence where expires_at <= ${now.toISOString()}::timestamptz returning id`,
  );
  return rows.length;
}
