import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import type { RecordStored } from '../check-ins';
import type { CardGroups, Cards } from './cards';
import { ensureConversation } from './conversations.repository';
import { insertSystemMessageOnce } from './messages.repository';

/**
 * Spec 3 "Message" types 'check-in submit' and 'trigger submit': when a member who shares data with a
 * group checks in or files a crash report, a card appears in that group's chat (never for leaders
 * and co-leaders, spec 2 section 6). Queued after the record is stored (the payload names it); the
 * job posts the record's id only, once per group even when run twice, and each member hears of it
 * filled as they may read it (cards.ts: through consent, logged).
 */
export const JOB_SYSTEM_MESSAGE = jobName<RecordStored>('messaging.system-message');

export function defineSystemMessages(ctx: AppContext, cards: Cards, groupCards: CardGroups) {
  ctx.jobs.define(
    JOB_SYSTEM_MESSAGE,
    async ({ kind, userId, id }) => {
      const groups = await groupCards.groupsOf(ctx.db, userId);
      const type = kind === 'check-in' ? 'check-in submit' : 'trigger submit';
      for (const { group_id } of groups) {
        const groupId = Number(group_id);
        const posted = await ctx.db.transaction(async (tx) => {
          const conversationId = await ensureConversation(tx, {
            kind: 'group',
            key: `group:${groupId}`,
            groupId,
            userA: null,
            userB: null,
          });
          return insertSystemMessageOnce(tx, {
            conversationId,
            fromUserId: userId,
            type,
            message: kind === 'check-in' ? 'Checked in' : 'Filed a crash report',
            content: { record_id: id },
          });
        });
        if (!posted) continue;
        // Only those with the app open hear of it now (the others read it with the chat): a card
        // filled for someone is a read of the author's data, so it is made only where it is shown.
        const audience = await groupCards.audienceOf(ctx.db, groupId);
        const connected = await ctx.realtime.connectedAmong(audience.map((m) => Number(m.user_id)));
        for (const m of audience) {
          const memberId = Number(m.user_id);
          if (!connected.has(memberId)) continue;
          const since = m.accepted_at ? new Date(m.accepted_at) : null;
          const [message] = await cards.present(memberId, { groupId, since }, [posted], avatarSigner(ctx, memberId));
          ctx.realtime.publishToUser(memberId, 'message.created', { chat: { type: 'group', group_id: groupId }, message: message! });
        }
      }
    },
    { retries: 3, backoffMs: 10_000 },
  );
  // Check-ins' 'check-ins.record-stored': in the crash report's transaction the job commits with it;
  // after a check-in's own statement (ctx.db, already committed) it is queued at once.
  ctx.events.on('check-ins.record-stored', async (tx, record) => {
    await ctx.jobs.enqueue(JOB_SYSTEM_MESSAGE, record, tx === ctx.db ? {} : { tx });
  });
}
