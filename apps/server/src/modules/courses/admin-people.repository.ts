import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** What the admin console reads of courses for a person's page: their course payments (exported from index.ts). */

export interface PersonCoursePaymentRow {
  id: number;
  course_name: string;
  amount: number;
  medium: string;
  status: string;
  created_at: Date | string;
}

export function listCoursePaymentsOf(db: Db, userId: number): Promise<PersonCoursePaymentRow[]> {
  return selectRows<PersonCoursePaymentRow>(
    db,
    sql`select p.id, c.name as course_name, p.amount, p.payment_medium_type as medium, p.payment_status as status, p.created_at
        from course_payments p join courses c on c.id = p.course_id
        where p.user_id = ${userId} order by p.created_at desc, p.id desc`,
  );
}
