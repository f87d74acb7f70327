import { sql } from 'drizzle-orm';
import type { PremiumPaymentKind, PremiumPaymentStatus } from '@holdfast/shared/premium-groups';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

/** A premium member's payments (the pre-payment and the subscription's), by provider transaction. */

export interface PaymentRow {
  id: number;
  member_id: number | null;
  group_id: number;
  user_id: number;
  kind: PremiumPaymentKind;
  status: PremiumPaymentStatus;
  amount: number;
  provider: string;
  transaction_id: string;
  charge_id: string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

export function listPaymentsOfMember(db: Db, memberId: number) {
  return selectRows<PaymentRow>(db, sql`select * from premium_payments where member_id = ${memberId} order by created_at, id`);
}

export async function findPaymentByTransaction(db: Db, transactionId: string) {
  return selectRow<PaymentRow>(db, sql`select * from premium_payments where transaction_id = ${transactionId}`);
}

export async function lockPaymentByTransaction(db: Db, transactionId: string) {
  return selectRow<PaymentRow>(db, sql`select * from premium_payments where transaction_id = ${transactionId} for update`);
}

export async function insertPayment(
  db: Db,
  v: {
    memberId: number;
    groupId: number;
    userId: number;
    kind: PremiumPaymentKind;
    amount: number;
    provider: string;
    transactionId: string;
  },
) {
  await selectRows(
    db,
    sql`insert into premium_payments (member_id, group_id, user_id, kind, amount, provider, transaction_id)
        values (${v.memberId}, ${v.groupId}, ${v.userId}, ${v.kind}, ${v.amount}, ${v.provider}, ${v.transactionId})`,
  );
}

export async function completePayment(db: Db, id: number, chargeId: string) {
  await selectRows(
    db,
    sql`update premium_payments set status = 'completed', charge_id = ${chargeId}, completed_at = now() where id = ${id}`,
  );
}

export async function setPaymentStatus(db: Db, id: number, status: PremiumPaymentStatus) {
  await selectRows(db, sql`update premium_payments set status = ${status} where id = ${id}`);
}
