import type { AreaExport } from '../db/area-export';

/** The mail outbox: declared for the export's coverage, exported nowhere. */
export const mailExport: AreaExport = {
  area: 'mail',
  files: [],
  tables: {
    mail_outbox: {
      excluded:
        'mails waiting to be sent (and their sign-in or verification links, which are secrets); what they tell is in notifications.json and the area files',
    },
  },
};
