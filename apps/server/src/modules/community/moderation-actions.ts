import type { ReplyModerationAction } from '@holdfast/shared/community';
import { isoInstant } from '../../platform/db/instant';

/** Audit-log actions of the community's moderation (every one is written, with the acting admin). */
export const MODERATION_ACTIONS = {
  replyHidden: 'community.reply_hidden',
  replyRestored: 'community.reply_restored',
  replyAutoHidden: 'community.reply_auto_hidden',
  replyFlagsDismissed: 'community.reply_flags_dismissed',
  userFlagsDismissed: 'community.user_flags_dismissed',
  userSuspended: 'community.user_suspended',
  memberApproved: 'community.member_approved',
  memberRejected: 'community.member_rejected',
} as const;

/** What a settled flag's `resolution` says, as the queue's history names it (members' flags were written 'dismissed' / 'suspended'). */
const DECISION_OF: Record<string, ReplyModerationAction> = {
  hide: 'hide',
  restore: 'restore',
  dismiss: 'dismiss',
  dismissed: 'dismiss',
  suspend: 'suspend',
  suspended: 'suspend',
};

export interface ModerationHistoryEntry<F> {
  action: ReplyModerationAction;
  decidedAt: string;
  decidedBy: number | null;
  flags: F[];
}

/**
 * An item's earlier decisions, oldest first, from its settled flags: one decision settles all the
 * item's open flags in one statement, so they share its time, moderator and resolution.
 */
export function moderationHistory<F extends SettledFlag>(flags: readonly F[]): ModerationHistoryEntry<F>[] {
  const decisions = new Map<string, ModerationHistoryEntry<F>>();
  for (const f of flags) {
    if (f.resolved_at === null) continue;
    const decidedAt = isoInstant(f.resolved_at);
    const decidedBy = f.resolved_by === null ? null : Number(f.resolved_by);
    const action = DECISION_OF[f.resolution ?? ''] ?? 'dismiss';
    const key = `${decidedAt}|${decidedBy}|${action}`;
    const decision = decisions.get(key) ?? { action, decidedAt, decidedBy, flags: [] };
    decision.flags.push(f);
    decisions.set(key, decision);
  }
  return [...decisions.values()].sort((a, b) => (a.decidedAt < b.decidedAt ? -1 : a.decidedAt > b.decidedAt ? 1 : 0));
}

interface SettledFlag {
  resolved_at: Date | string | null;
  resolved_by: number | null;
  resolution: string | null;
}
