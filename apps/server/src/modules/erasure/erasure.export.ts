import type { AreaExport } from '../../platform/db/area-export';

/** The erasure area's tables in a member's export: none of them is about a living member. */
export const erasureExport: AreaExport = {
  area: 'erasure',
  files: [],
  tables: {
    erasure_ledger: {
      excluded: 'ids of erased accounts and expired records only, kept to erase them again after a restore: nothing of a living member',
    },
  },
};
