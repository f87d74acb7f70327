/** The audit log shows this many entries a page (newest first). */
export const AUDIT_LOG_PAGE_SIZE = 50;
/** The CSV export holds at most this many entries (newest first); narrow the filters for older ones. */
export const AUDIT_LOG_CSV_MAX_ROWS = 10_000;
/** An action filter is at most this long (actions are short dotted names: `impersonation.started`). */
export const AUDIT_ACTION_FILTER_MAX = 100;

/** The audit log's page and export. */
export const auditLogTexts = {
  title: 'Audit log',
  intro:
    'Every change made with the admin tools: who, what, to whom, when, and what it was before and after. Nobody can edit or delete an entry.',
  filterActor: 'Actor (user id)',
  filterAction: 'Action',
  filterActionDescription: 'A whole action (user.suspended) or its first part (impersonation)',
  filterTarget: 'Target user (user id)',
  filterFrom: 'From',
  filterTo: 'To',
  clearFilters: 'Clear filters',
  download: 'Download CSV',
  downloadFailed: 'Unable to download the audit log',
  empty: 'No entries match these filters.',
  loading: 'Loading the audit log',
  loadFailed: 'Unable to load the audit log',
  when: 'When',
  actor: 'Actor',
  action: 'Action',
  target: 'Target',
  reason: 'Reason',
  details: 'Details',
  showChanges: 'Show changes',
  changesTitle: 'What changed',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noChanges: 'This entry records no before and after.',
  meta: 'Other details',
  deletedPerson: 'Deleted account',
  nobody: '—',
  filterByActor: (name: string) => `Show only entries by ${name}`,
  filterByTarget: (name: string) => `Show only entries about ${name}`,
  csvFileName: (day: string) => `holdfast-audit-log-${day}.csv`,
} as const;
