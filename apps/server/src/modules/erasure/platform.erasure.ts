import type { ErasureDeclaration } from '../../platform/db/person-tables';

/**
 * The platform's tables (platform/ names no module, so their declarations live here) and the
 * erasure area's own. The erasure service erases them itself: `ctx.accessLog.erase`,
 * `ctx.invitations.erase`, the coach billing provider's `deleteCustomer` (a job).
 */
export const erasureDeclaration: ErasureDeclaration = {
  access_log: { how: 'deleted', note: "Lines about the person and lines of their reads of others' data." },
  invitations: { how: 'deleted', note: 'Invitations to their address, sent by them or used by them.' },
  mail_outbox: { how: 'deleted', note: 'Every mail to their address, sent or waiting (`eraseMailTo`).' },
  dev_coach_subscriptions: {
    how: 'deleted',
    note: "The dev payment provider's subscriptions of an erased coach's customer, by the customer-delete job.",
  },
  erasure_ledger: {
    how: 'kept',
    reason: 'The erasure ledger is ids only (the erased account id, the kind, when): a restored backup is erased again from it',
  },
};
