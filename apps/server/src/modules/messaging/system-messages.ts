import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { checkInRecords, presentCheckIn, type RecordListener } from '../check-ins';
import { presentMessage } from './messaging.presenter';
import * as repo from './messaging.repository';

/**
 * Spec 3 "Message" types 'check-in submit' and 'trigger submit': when a member who shares data with a
 * group checks in or files a crash report, a card appears in that group's chat (never for leaders
 * and co-leaders, spec 2 section 6). Queued after the record is stored (the payload names it);
 * the job reads it, and posts once per group even when run twice.
 */
export const JOB_SYSTEM_MESSAGE = jobName<{ kind: 'check-in' | 'crash-report'; userId: number; id: number }>('messaging.system-message');

export function defineSystemMessages(ctx: AppContext): RecordListener {
  ctx.jobs.define(
    JOB_SYSTEM_MESSAGE,
    async ({ kind, userId, id }) => {
      const groups = await repo.sharingGroupsOf(ctx.db, userId);
      if (!groups.length) return;
      let content: Record<string, unknown> & { record_id: number };
      if (kind === 'check-in') {
        const row = await checkInRecords.findCheckInById(ctx.db, id, () => true);
        if (!row) return;
        const c = presentCheckIn(row);
        content = {
          record_id: id,
          emotion: c.checkin_emotions,
          feeling_zone: c.feeling_zone,
          fast_scale_answers: c.fast_scale_answers,
          feeling_notes: c.feeling_notes,
        };
      } else {
        const row = await checkInRecords.findCrashReportById(ctx.db, id);
        if (!row) return;
        content = {
          record_id: id,
          triggerName: row.triggerName,
          answers: row.answers,
          systemTrigger: { action_name: row.triggerName, show_details_in_messaging: true },
        };
      }
      const type = kind === 'check-in' ? 'check-in submit' : 'trigger submit';
      for (const { group_id } of groups) {
        const groupId = Number(group_id);
        const posted = await ctx.db.transaction(async (tx) => {
          const conversationId = await repo.ensureConversation(tx, {
            kind: 'group',
            key: `group:${groupId}`,
            groupId,
            userA: null,
            userB: null,
          });
          return repo.insertSystemMessageOnce(tx, {
            conversationId,
            fromUserId: userId,
            type,
            message: kind === 'check-in' ? 'Checked in' : 'Filed a crash report',
            content,
          });
        });
        if (!posted) continue;
        for (const m of await repo.acceptedMembers(ctx.db, groupId)) {
          const memberId = Number(m.user_id);
          ctx.realtime.publishToUser(memberId, 'message.created', {
            chat: { type: 'group', group_id: groupId },
            message: presentMessage(posted, avatarSigner(ctx, memberId)),
          });
        }
      }
    },
    { retries: 3, backoffMs: 10_000 },
  );
  return async (record) => {
    await ctx.jobs.enqueue(JOB_SYSTEM_MESSAGE, record);
  };
}
