import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** What the admin console reads of premium groups for a person's page: their payments (exported from index.ts). */

export interface PersonPremiumPaymentRow {
  id: number;
  group_id: number;
  kind: string;
  amount: number;
  status: string;
  created_at: Date | string;
}

export function listPremiumPaymentsOf(db: Db, userId: number): Promise<PersonPremiumPaymentRow[]> {
  return selectRows<PersonPremiumPaymentRow>(
    db,
    sql`select id, group_id, kind, amount, status, created_at from premium_payments where user_id = ${userId} order by created_at desc, id desc`,
  );
}
