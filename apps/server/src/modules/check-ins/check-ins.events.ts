/** A member's check-in or crash report, just stored (its id; readers load it through consent). */
export interface RecordStored {
  kind: 'check-in' | 'crash-report';
  userId: number;
  id: number;
}

/** What one run of the daily auto-expiry erased (its ledger lines have committed), none at times. */
export interface ExpiryRan {
  check_ins: number;
  crash_reports: number;
}

/** The events of the check-ins area (platform/events): what other areas may react to. */
declare module '../../platform/events/events' {
  interface AppEvents {
    /**
     * After a check-in or crash report is stored (messaging posts its card to the groups the member
     * shares data with). A crash report's is emitted in the transaction that stores it; a check-in's
     * (one batched statement shared with other members' check-ins) after that statement committed,
     * with ctx.db.
     */
    'check-ins.record-stored': RecordStored;
    /**
     * After each run of the daily auto-expiry, with ctx.db (each member's expiry committed with its
     * ledger lines): the erasure ledger may have changed (backups write its file again).
     */
    'check-ins.expiry-ran': ExpiryRan;
  }
}
