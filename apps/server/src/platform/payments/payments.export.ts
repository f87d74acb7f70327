import type { AreaExport } from '../db/area-export';

const reason =
  'the development stand-in for the payment provider (no such rows in production); the payments themselves are in courses.json and premium-groups.json';

/** The development payment provider's tables: declared for the export's coverage, exported nowhere. */
export const paymentsExport: AreaExport = {
  area: 'payments',
  files: [],
  tables: {
    dev_setup_intents: { excluded: reason },
    dev_coach_subscriptions: { excluded: reason },
    dev_coach_invoices: { excluded: reason },
  },
};
