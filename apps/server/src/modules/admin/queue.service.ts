import {
  QUEUE_KINDS,
  queueTexts as t,
  type QueueItem,
  type QueueKind,
  type QueuePriority,
  type QueueQuery,
  type QueueResolveInput,
  type QueueReveal,
  type ReviewQueue,
} from '@holdfast/shared/admin';
import { ERROR_CODES } from '@holdfast/shared/common';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { insertAuditEntry } from '../accounts';
import { canUseQueue, canWorkOnKind } from './queue.policy';
import { QUEUE_SOURCE_OF, type QueueSource, type QueueSourceName } from './queue.source';

const RANK: Record<QueuePriority, number> = { high: 0, normal: 1, low: 2 };

/** Urgent first, then the oldest (the longest waiting) first; ties by kind and id so the order is stable. */
export function queueOrder(a: QueueItem, b: QueueItem): number {
  return (
    RANK[a.priority] - RANK[b.priority] ||
    Date.parse(a.created_at) - Date.parse(b.created_at) ||
    QUEUE_KINDS.indexOf(a.kind) - QUEUE_KINDS.indexOf(b.kind) ||
    a.id - b.id
  );
}

/** The areas' sources, asked at call time (each area gives its own while it registers). */
function sourcesOf(ctx: AppContext) {
  const names = [...new Set(Object.values(QUEUE_SOURCE_OF))] as QueueSourceName[];
  const byName = new Map<QueueSourceName, QueueSource>(names.map((n) => [n, ctx.answers.ask(n)]));
  return {
    all: () => [...byName.values()],
    of: (kind: QueueKind) => byName.get(QUEUE_SOURCE_OF[kind])!,
    kindsOf: (name: QueueSourceName) => QUEUE_KINDS.filter((k) => QUEUE_SOURCE_OF[k] === name),
    entries: () => [...byName.entries()],
  };
}

/** Every pending item in every area's queue (the dashboard's count; counts only, never rows). */
export async function pendingQueueCount(ctx: AppContext): Promise<number> {
  const counts = await Promise.all(
    sourcesOf(ctx)
      .all()
      .map((s) => s.pendingCount()),
  );
  return counts.reduce((a, b) => a + b, 0);
}

export function createQueueService(ctx: AppContext) {
  const sources = sourcesOf(ctx);

  async function current(actor: Actor, kind: QueueKind, id: number) {
    const item = await sources.of(kind).item(actor, kind, id);
    if (!item) throw new NotFoundError(t.itemNotFound);
    return item;
  }

  return {
    /** One list of what waits, across areas, as far as the actor may work on it. */
    async list(actor: Actor, q: QueueQuery): Promise<ReviewQueue> {
      assertCan(canUseQueue(actor));
      const lists = await Promise.all(
        sources
          .entries()
          .filter(([name]) => sources.kindsOf(name).some((k) => canWorkOnKind(actor, k) && (!q.kind || q.kind === k)))
          .map(([, s]) => s.list(actor)),
      );
      const items = lists
        .flat()
        .filter((i) => canWorkOnKind(actor, i.kind) && (!q.kind || q.kind === i.kind))
        .sort(queueOrder);
      return { items, total: items.length };
    },

    /**
     * Decide an item: the action must be one the item offers now (an item already decided elsewhere
     * answers 404 or 409 and nothing changes); the owning area makes the change and its audit row.
     */
    async resolve(actor: Actor, kind: QueueKind, id: number, input: QueueResolveInput): Promise<{ message: string }> {
      assertCan(canUseQueue(actor));
      assertCan(canWorkOnKind(actor, kind));
      const item = await current(actor, kind, id);
      const action = item.actions.find((a) => a.key === input.action);
      if (!action) throw new ConflictError(t.unknownAction, ERROR_CODES.transitionRefused);
      if (action.needs_reason && !input.reason) throw ValidationError.field('reason', t.reasonRequired);
      const message = await sources.of(kind).resolve(actor, kind, id, input);
      return { message: message || t.resolved };
    },

    /** The hidden text of an item; the read is written to the audit log ('content.viewed') before it is answered. */
    async reveal(actor: Actor, kind: QueueKind, id: number): Promise<QueueReveal> {
      assertCan(canUseQueue(actor));
      assertCan(canWorkOnKind(actor, kind));
      const item = await current(actor, kind, id);
      if (!item.sensitive) throw new NotFoundError(t.nothingToReveal);
      const { text, ownerId } = await sources.of(kind).reveal(actor, kind, id);
      await insertAuditEntry(ctx.db, {
        actorId: actor.userId,
        action: 'content.viewed',
        targetUserId: ownerId,
        targetKind: kind,
        targetId: id,
        meta: { via: 'review_queue', what: item.sensitive_label },
      });
      return { kind, id, text };
    },
  };
}
export type QueueService = ReturnType<typeof createQueueService>;
