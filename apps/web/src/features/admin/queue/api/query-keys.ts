import type { QueueKind } from '@holdfast/shared/admin';

/** The review queue's query keys; invalidate `queueKeys.all` after a decision. */
export const queueKeys = {
  all: ['admin', 'queue'] as const,
  list: (kind: QueueKind | null) => [...queueKeys.all, kind ?? 'all'] as const,
};
