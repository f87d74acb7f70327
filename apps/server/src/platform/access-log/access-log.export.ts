import { sql } from 'drizzle-orm';
import type { AreaExport } from '../db/area-export';
import { jsonRows, readJsonObject } from '../db/area-export';

/** Who viewed the member's data (the viewer by display name), and what. What the member viewed of others is theirs. */
export const accessLogExport: AreaExport = {
  area: 'access-log',
  files: [
    {
      file: 'access-log.json',
      title: 'Who viewed my data',
      read: (db, userId, people) =>
        readJsonObject(db, {
          access_log: jsonRows(sql`
            select ${people.name('v')} as viewer, l.kind, l.via, l.record_id, l.range_start, l.range_end, l.created_at
            from access_log l ${people.join('v', sql`l.viewer_id`)}
            where l.owner_id = ${userId} order by l.created_at, l.id`),
        }),
    },
  ],
  tables: { access_log: { file: 'access-log.json' } },
};
