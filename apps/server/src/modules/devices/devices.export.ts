import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { jsonRows, readJsonObject } from '../../platform/db/area-export';

/** The member's registered devices: platform and topics, never the push token itself. */
export const devicesExport: AreaExport = {
  area: 'devices',
  files: [
    {
      file: 'devices.json',
      title: 'Devices',
      read: (db, userId) =>
        readJsonObject(db, {
          devices: jsonRows(
            sql`select platform, coalesce(to_json(topics), '[]'::json) as topics, created_at, updated_at from device_tokens where user_id = ${userId} order by created_at, id`,
          ),
        }),
    },
  ],
  tables: { device_tokens: { file: 'devices.json' } },
};
