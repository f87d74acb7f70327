import { queueTexts, type QueueAction, type QueueItem, type QueueKind } from '@holdfast/shared/admin';
import type { FlagEntry, FlaggedReply, FlaggedUser, ModerationDecision } from '@holdfast/shared/community';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { QueueSource } from '../admin';
import { countOpenModeration } from './community-queue.repository';
import type { PeopleService } from './people.service';

/** Three open flags hide a reply by themselves: such an item, or a member reported three times, is urgent. */
const URGENT_FLAGS = 3;
const ACCESS_PAGE = 100;

const action = (key: string, label: string, tone: QueueAction['tone']): QueueAction => ({ key, label, needs_reason: false, tone });
const DECISION_TEXT: Record<ModerationDecision['action'], string> = {
  hide: 'Hidden',
  restore: 'Restored',
  dismiss: 'Flags dismissed',
  suspend: 'Author suspended',
};
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const oldest = (flags: readonly FlagEntry[], fallback: string) => flags.map((f) => f.created_at).sort()[0] ?? fallback;

function history(h: readonly ModerationDecision[]) {
  return h.map((d) => ({
    at: d.decided_at,
    by: d.decided_by?.name ?? null,
    what: `${DECISION_TEXT[d.action]} (${plural(d.flags.length, 'flag')})`,
  }));
}

function replyItem(r: FlaggedReply): QueueItem {
  return {
    kind: 'flagged-reply',
    id: r.reply.id,
    created_at: oldest(r.flags, r.reply.created_at),
    priority: r.flags.length >= URGENT_FLAGS ? 'high' : 'normal',
    title: `Reply in “${r.thread.title}”`,
    summary: `${plural(r.flags.length, 'flag')} · written by ${r.reply.user.name}${r.reply.is_hidden ? ' · hidden now' : ''}`,
    subject: { id: r.reply.user.id, name: r.reply.user.name },
    details: [
      { label: 'Thread', value: r.thread.title },
      { label: 'Flagged by', value: [...new Set(r.flags.map((f) => f.user.name))].join(', ') },
    ],
    sensitive: true,
    sensitive_label: 'The reply and the reasons given',
    actions: [
      r.reply.is_hidden ? action('restore', 'Restore', 'neutral') : action('hide', 'Hide', 'negative'),
      action('dismiss', 'Dismiss flags', 'positive'),
      action('suspend', 'Hide and suspend author', 'negative'),
    ],
    history: history(r.history),
  };
}

function userItem(u: FlaggedUser): QueueItem {
  return {
    kind: 'reported-user',
    id: u.user.id,
    created_at: oldest(u.flags, new Date().toISOString()),
    priority: u.flags.length >= URGENT_FLAGS ? 'high' : 'normal',
    title: `Reported member: ${u.user.name}`,
    summary: `${plural(u.flags.length, 'report')}${u.is_suspended ? ' · suspended now' : ''}`,
    subject: { id: u.user.id, name: u.user.name },
    details: [{ label: 'Reported by', value: [...new Set(u.flags.map((f) => f.user.name))].join(', ') }],
    sensitive: true,
    sensitive_label: 'The reasons given',
    actions: [
      action('dismiss', 'Dismiss reports', 'positive'),
      ...(u.is_suspended ? [] : [action('suspend', 'Suspend member', 'negative')]),
    ],
    history: history(u.history),
  };
}

const flagsText = (flags: readonly FlagEntry[]) => flags.map((f) => `${f.user.name}: ${f.reason}`).join('\n');

/**
 * The community's items in the console's review queue: flagged replies, reported members and women
 * waiting for access, decided through the community's own moderation calls (same checks, same
 * audit rows), by community admins and ff_admins (`people` is built with canModerateFromConsole).
 */
export function communityQueueSource(ctx: AppContext, people: PeopleService): QueueSource {
  async function accessItems(actor: Actor): Promise<QueueItem[]> {
    const page = await people.memberStatusRequests(actor, { page: 1, perPage: ACCESS_PAGE });
    return page.items.map((r) => ({
      kind: 'community-access',
      id: r.user.id,
      created_at: r.requested_at,
      priority: 'normal',
      title: `${r.user.name} asks for access to the community`,
      summary: "Women's community access waits for a community admin's approval.",
      subject: { id: r.user.id, name: r.user.name },
      details: [],
      sensitive: false,
      sensitive_label: null,
      actions: [action('approve', 'Approve', 'positive'), action('reject', 'Decline', 'negative')],
      history: [],
    }));
  }

  async function moderation(actor: Actor) {
    return people.queue(actor);
  }

  return {
    async list(actor) {
      const [q, access] = await Promise.all([moderation(actor), accessItems(actor)]);
      return [...q.replies.map(replyItem), ...q.users.map(userItem), ...access];
    },
    async item(actor, kind: QueueKind, id) {
      if (kind === 'community-access') return (await accessItems(actor)).find((i) => i.id === id) ?? null;
      const q = await moderation(actor);
      if (kind === 'flagged-reply') {
        const r = q.replies.find((x) => x.reply.id === id);
        return r ? replyItem(r) : null;
      }
      const u = q.users.find((x) => x.user.id === id);
      return u ? userItem(u) : null;
    },
    async resolve(actor, kind, id, input) {
      if (kind === 'community-access')
        return (await people.decideMemberStatus(actor, id, { status: input.action === 'approve' ? 'approved' : 'rejected' })).message;
      if (kind === 'flagged-reply')
        return (await people.moderateReply(actor, id, { action: input.action as 'hide' | 'restore' | 'dismiss' | 'suspend' })).message;
      return (await people.moderateUser(actor, id, { action: input.action as 'dismiss' | 'suspend' })).message;
    },
    async reveal(actor, kind, id) {
      const q = await moderation(actor);
      if (kind === 'flagged-reply') {
        const r = q.replies.find((x) => x.reply.id === id)!;
        return {
          text: `${r.reply.reply_text}\n\n${queueTexts.kinds['flagged-reply']} because:\n${flagsText(r.flags)}`,
          ownerId: r.reply.user.id,
        };
      }
      const u = q.users.find((x) => x.user.id === id)!;
      return { text: flagsText(u.flags), ownerId: u.user.id };
    },
    // public: a count for the dashboard, no rows (the queue itself checks its reader)
    pendingCount: () => countOpenModeration(ctx.db),
  };
}
