import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRows, readJsonObject } from '../../platform/db/area-export';

/** The member's premium group applications, payments and leave charges. */
export const premiumGroupsExport: AreaExport = {
  area: 'premium-groups',
  files: [
    {
      file: 'premium-groups.json',
      title: 'Premium groups',
      read: (db, userId) =>
        readJsonObject(db, {
          applications: jsonRows(sql`
            select id, status, name, email, phone_number, gender, age, is_married, in_ministry, timezone, hope_to_gain, will_add_to_group,
                   relationship_with_god, reason_not_attend_weekly, meeting_time, other_day, questions_regarding_payment, reason_to_reject,
                   created_at, updated_at
            from premium_applications where user_id = ${userId} order by created_at, id`),
          payments: jsonRows(
            sql`select kind, status, amount, created_at, completed_at from premium_payments where user_id = ${userId} order by created_at, id`,
          ),
          leave_charges: jsonRows(
            sql`select reason, amount, status, waived_at, created_at from premium_leave_charges where user_id = ${userId} order by created_at, id`,
          ),
        }),
    },
  ],
  tables: {
    premium_applications: { file: 'premium-groups.json' },
    premium_payments: { file: 'premium-groups.json' },
    premium_leave_charges: { file: 'premium-groups.json' },
    premium_application_otps: { excluded: 'one-time codes that confirm an applicant’s address: secrets, kept only as hashes' },
  },
};
