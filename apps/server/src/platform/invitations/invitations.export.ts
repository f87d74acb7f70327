import type { AreaExport } from '../db/area-export';

/** E-mail invitations: declared for the export's coverage, exported nowhere. */
export const invitationsExport: AreaExport = {
  area: 'invitations',
  files: [],
  tables: {
    invitations: {
      excluded:
        'an invitation holds the invitee’s address (another person’s data) and a token hash (a secret); the partnerships, groups and coaches it led to are in their files',
    },
  },
};
