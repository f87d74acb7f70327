import type { AreaExport } from '../db/area-export';

/** The work queue: declared for the export's coverage, exported nowhere. */
export const jobsExport: AreaExport = {
  area: 'jobs',
  files: [],
  tables: {
    jobs: {
      excluded: 'the work queue: ids of the member’s rows for work still to do (a mail, a reminder), whose content is in the other files',
    },
  },
};
