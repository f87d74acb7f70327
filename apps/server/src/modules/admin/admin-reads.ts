import type { Actor } from '../../platform/auth/actor';
import type { Db } from '../../platform/db/client';
import { insertAuditEntry } from '../accounts';

/** What an admin read of a person's content is about: the kind of record ('community_reply', 'crash_report' …) and its id. */
export interface AdminReadTarget {
  kind: string;
  id: number | string;
}

/**
 * Writes the audit entry of an admin's read of a person's content ('content.viewed': who, whose,
 * what), in the caller's transaction `tx`, so the read and its entry go together. The admin tools'
 * parts call it wherever they show content (a revealed flagged reply, a person's page's content).
 */
export async function logAdminRead(tx: Db, actor: Actor, targetUserId: number | null, target: AdminReadTarget) {
  await insertAuditEntry(tx, {
    actorId: actor.userId,
    action: 'content.viewed',
    targetUserId,
    targetKind: target.kind,
    targetId: target.id,
  });
}
