import { sql } from 'drizzle-orm';
import type { LeaveChargeStatus, LeaveReason } from '@holdfast/shared/premium-groups';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personAccount, personNames } from '../accounts';
import { groupNames } from '../groups';

/** What a person owes for leaving a started premium group, one charge per group and person. */

export interface LeaveChargeRow extends PersonNameColumns {
  id: number;
  group_name: string;
  email: string;
  group_id: number;
  user_id: number;
  reason: LeaveReason;
  amount: number;
  payments_made: number;
  status: LeaveChargeStatus;
  provider: string;
  charge_id: string | null;
  waived_by: number | null;
  waived_at: Date | string | null;
  created_at: Date | string;
}

/** A person leaves a started premium group once (it takes no one back): one charge per group and person. */
export async function findLeaveChargeOf(db: Db, groupId: number, userId: number) {
  return selectRow<{ id: number }>(db, sql`select id from premium_leave_charges where group_id = ${groupId} and user_id = ${userId}`);
}

export async function insertLeaveCharge(
  db: Db,
  v: {
    groupId: number;
    userId: number;
    reason: LeaveReason;
    amount: number;
    paymentsMade: number;
    status: LeaveChargeStatus;
    provider: string;
    chargeId: string | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into premium_leave_charges (group_id, user_id, reason, amount, payments_made, status, provider, charge_id)
        values (${v.groupId}, ${v.userId}, ${v.reason}, ${v.amount}, ${v.paymentsMade}, ${v.status}, ${v.provider}, ${v.chargeId})
        returning id`,
  );
  return Number(row!.id);
}

/** A leave charge with its group's name and the person's name columns (the admins' list shows both). */
const leaveChargeColumns = sql`c.*, ${groupNames.name('g')} as group_name, ${personNames.columns('o')}, ${personAccount.email('o')} as email`;
const leaveChargeFrom = sql`from premium_leave_charges c ${groupNames.join('g', sql`c.group_id`, { required: true })}
   ${personNames.join('o', sql`c.user_id`, { required: true })}`;

export function listLeaveCharges(db: Db, q: { limit: number; offset: number }) {
  return selectRows<LeaveChargeRow & { total: number }>(
    db,
    sql`select ${leaveChargeColumns}, count(*) over ()::int as total ${leaveChargeFrom} order by c.created_at desc, c.id desc limit ${q.limit} offset ${q.offset}`,
  );
}

export async function countLeaveCharges(db: Db) {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from premium_leave_charges`);
  return Number(row?.n ?? 0);
}

export async function findLeaveCharge(db: Db, id: number) {
  return selectRow<LeaveChargeRow>(db, sql`select ${leaveChargeColumns} ${leaveChargeFrom} where c.id = ${id}`);
}

/** Waived once: only a charged or failed row changes (a second waiver finds none). */
export async function waiveLeaveCharge(db: Db, id: number, by: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update premium_leave_charges set status = 'waived', waived_by = ${by}, waived_at = now()
        where id = ${id} and status in ('charged', 'failed') returning id`,
  );
  return rows.length > 0;
}
