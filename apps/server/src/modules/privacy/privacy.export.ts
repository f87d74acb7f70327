import { sql } from 'drizzle-orm';
import type { AreaExport } from '../../platform/db/area-export';
import { readJsonObject } from '../../platform/db/area-export';

/** The member's privacy settings (discreet mode; no row: on). */
export const privacyExport: AreaExport = {
  area: 'privacy',
  files: [
    {
      file: 'privacy.json',
      title: 'Privacy settings',
      read: (db, userId) =>
        readJsonObject(db, {
          discreet_mode: sql`coalesce((select discreet_mode from privacy_settings where user_id = ${userId}), true)`,
          updated_at: sql`(select updated_at from privacy_settings where user_id = ${userId})`,
        }),
    },
  ],
  tables: { privacy_settings: { file: 'privacy.json' } },
};
