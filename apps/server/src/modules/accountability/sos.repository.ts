import type { SosLevel, SosStatus } from '@holdfast/shared/accountability';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';
import { personNames } from '../accounts';
import type { PersonRow } from './accountability.repository';
import { sosAlerts, sosRecipients } from './accountability.table';

/** An SOS with the people the answer names. */
export interface SosView {
  id: number;
  userId: number;
  level: SosLevel;
  message: string | null;
  phone: string | null;
  status: SosStatus;
  created_at: Date | string;
  escalated_at: Date | string | null;
  acknowledged_at: Date | string | null;
  closed_at: Date | string | null;
  member: PersonRow;
  acknowledger: PersonRow | null;
  recipients: number;
}

export async function insertSos(db: Db, values: typeof sosAlerts.$inferInsert) {
  const [row] = await db.insert(sosAlerts).values(values).returning();
  return row!;
}

/** Adds whom it goes to; those it went to already stay as they are (their mail rounds kept). */
export async function insertRecipients(db: Db, sosId: number, userIds: readonly number[]) {
  if (userIds.length)
    await db
      .insert(sosRecipients)
      .values(userIds.map((userId) => ({ sosId, userId })))
      .onConflictDoNothing();
}

export async function setEscalationJob(db: Db, id: number, jobId: string) {
  await db.update(sosAlerts).set({ escalationJobId: jobId }).where(eq(sosAlerts.id, id));
}

export async function findSos(db: Db, id: number) {
  const [row] = await db.select().from(sosAlerts).where(eq(sosAlerts.id, id));
  return row ?? null;
}

export async function findOpenSos(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(sosAlerts)
    .where(and(eq(sosAlerts.userId, userId), eq(sosAlerts.status, 'open')));
  return row ?? null;
}

export async function listRecipients(db: Db, sosId: number) {
  const rows = await db.select({ userId: sosRecipients.userId }).from(sosRecipients).where(eq(sosRecipients.sosId, sosId));
  return rows.map((r) => r.userId);
}

/** Marks mail `round` as sent to this recipient, once: answers false when it already was (or they are not one). */
export async function claimMailRound(db: Db, sosId: number, userId: number, round: number) {
  const rows = await db
    .update(sosRecipients)
    .set({ mailedRound: round })
    .where(and(eq(sosRecipients.sosId, sosId), eq(sosRecipients.userId, userId), lt(sosRecipients.mailedRound, round)))
    .returning({ userId: sosRecipients.userId });
  return rows.length > 0;
}

export async function isRecipient(db: Db, sosId: number, userId: number) {
  const rows = await db
    .select({ userId: sosRecipients.userId })
    .from(sosRecipients)
    .where(and(eq(sosRecipients.sosId, sosId), eq(sosRecipients.userId, userId)));
  return rows.length > 0;
}

/** SOS by ids, newest first, with member, acknowledger and recipient count. */
export async function findViews(db: Db, ids: readonly number[]): Promise<SosView[]> {
  if (!ids.length) return [];
  const rows = await selectRows<Omit<SosView, 'userId'> & { user_id: number }>(
    db,
    sql`select s.id, s.user_id, s.level, s.message, s.phone, s.status, s.created_at, s.escalated_at, s.acknowledged_at, s.closed_at,
               ${personNames.json('m')} as member, ${personNames.json('a')} as acknowledger,
               (select count(*)::int from sos_recipients r where r.sos_id = s.id) as recipients
        from sos_alerts s
        ${personNames.join('m', sql`s.user_id`, { required: true, profileOnAccount: true })}
        ${personNames.join('a', sql`s.acknowledged_by`, { profileOnAccount: true })}
        where s.id = any(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[])
        order by s.created_at desc, s.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), userId: Number(r.user_id), recipients: Number(r.recipients) }));
}

/** The first 'I'm here' wins: only an open, unacknowledged SOS changes. */
export async function acknowledge(db: Db, id: number, userId: number) {
  const [row] = await db
    .update(sosAlerts)
    .set({ status: 'acknowledged', acknowledgedBy: userId, acknowledgedAt: sql`now()` })
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.status, 'open'), isNull(sosAlerts.acknowledgedAt)))
    .returning();
  return row ?? null;
}

export async function close(db: Db, id: number, userId: number) {
  const [row] = await db
    .update(sosAlerts)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.userId, userId), sql`${sosAlerts.status} <> 'closed'`))
    .returning();
  return row ?? null;
}

/** Marks an SOS escalated once, if it is still open and unanswered (the queue runs this when it is due). */
export async function markEscalated(db: Db, id: number) {
  const [row] = await db
    .update(sosAlerts)
    .set({ escalatedAt: sql`now()` })
    .where(and(eq(sosAlerts.id, id), eq(sosAlerts.status, 'open'), isNull(sosAlerts.escalatedAt)))
    .returning();
  return row ?? null;
}

/** My latest SOS if it is open or from the last `hours`. */
export async function latestOf(db: Db, userId: number, hours: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from sos_alerts where user_id = ${userId} and (status = 'open' or created_at > now() - make_interval(hours => ${hours}))
        order by created_at desc, id desc limit 1`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** SOS sent to me that are open or from the last `hours`. */
export async function receivedBy(db: Db, userId: number, hours: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select s.id from sos_alerts s join sos_recipients r on r.sos_id = s.id and r.user_id = ${userId}
        where s.status = 'open' or s.created_at > now() - make_interval(hours => ${hours})
        order by s.created_at desc limit 20`,
  );
  return rows.map((r) => Number(r.id));
}

// ---- read by groups ----

/**
 * A member's open SOS for another area's statement (the leaders' triage view): `left join lateral`
 * of it as `alias` (one probe of sos_alerts_one_open_unique); `at(alias)` is when it was sent (null: none).
 */
export const openSos = {
  join(alias: string, userId: SQL): SQL {
    const a = sosAlias(alias);
    return sql`left join lateral (select s.created_at from sos_alerts s where s.user_id = ${userId} and s.status = 'open' limit 1) ${a} on true`;
  },
  at: (alias: string): SQL => sql`${sosAlias(alias)}.created_at`,
};

function sosAlias(alias: string): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(alias)) throw new Error(`openSos: '${alias}' is not an SQL alias`);
  return sql.raw(alias);
}
