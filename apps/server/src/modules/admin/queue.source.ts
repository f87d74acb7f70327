import type { QueueItem, QueueKind, QueueResolveInput } from '@holdfast/shared/admin';
import type { Actor } from '../../platform/auth/actor';

/**
 * What an owning area gives the review queue (issue 39), as its answer `<area>.queueSource`
 * (platform/answers): its pending items as the actor may see them, one item again by id (so a
 * decision is checked against the item as it is now), the decision itself (made by the area's own
 * service, in its own transaction with its own audit row), the item's hidden text, and how many
 * items wait (the dashboard's count). The admin module never reads the areas' tables.
 */
export interface QueueSource {
  list(actor: Actor): Promise<QueueItem[]>;
  item(actor: Actor, kind: QueueKind, id: number): Promise<QueueItem | null>;
  resolve(actor: Actor, kind: QueueKind, id: number, input: QueueResolveInput): Promise<string>;
  /** The sensitive text of an item and whose it is (the audit row's target). */
  reveal(actor: Actor, kind: QueueKind, id: number): Promise<{ text: string; ownerId: number | null }>;
  pendingCount(): Promise<number>;
}

/** Which area answers each kind. */
export const QUEUE_SOURCE_OF = {
  'flagged-reply': 'community.queueSource',
  'reported-user': 'community.queueSource',
  'community-access': 'community.queueSource',
  scholarship: 'courses.queueSource',
  'premium-application': 'premium-groups.queueSource',
  'coach-invitation': 'coaching.queueSource',
  'coach-billing': 'coaching.queueSource',
} as const satisfies Record<QueueKind, string>;

export type QueueSourceName = (typeof QUEUE_SOURCE_OF)[QueueKind];

declare module '../../platform/answers/answers' {
  interface AppAnswers {
    'community.queueSource': QueueSource;
    'courses.queueSource': QueueSource;
    'premium-groups.queueSource': QueueSource;
    'coaching.queueSource': QueueSource;
  }
}
