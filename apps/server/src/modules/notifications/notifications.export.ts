import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRows, readJsonObject } from '../../platform/db/area-export';

/** The member's notifications (the bell). */
export const notificationsExport: AreaExport = {
  area: 'notifications',
  files: [
    {
      file: 'notifications.json',
      title: 'Notifications',
      read: (db, userId) =>
        readJsonObject(db, {
          notifications: jsonRows(
            sql`select title, message, meta, read_at, created_at from notifications where user_id = ${userId} order by created_at, id`,
          ),
        }),
    },
  ],
  tables: { notifications: { file: 'notifications.json' } },
};
