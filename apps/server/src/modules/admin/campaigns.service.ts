import { CAMPAIGN_NOTIFICATION_TYPE, type CampaignQueued, type SendCampaignInput } from '@holdfast/shared/admin';
import { PUSH_TOPIC } from '@holdfast/shared/reference';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { jobName } from '../../platform/jobs/jobs';
import { insertAuditEntry } from '../accounts';
import { listTopicFollowers } from '../devices';
import { notificationsOf } from '../notifications';
import { canSendCampaigns } from './campaigns.policy';

/** Members a campaign job notifies at once; the job then queues the next batch. */
export const CAMPAIGN_BATCH_SIZE = 200;

/** One batch of a campaign: the members following the topic after `afterUserId`, `batchSize` of them. */
export const JOB_CAMPAIGN_BATCH = jobName<{ title: string; body: string; afterUserId: number; batchSize: number }>('admin.push-campaign');

/**
 * Campaign pushes (POST admin/push-campaigns): the send is audited and queued in one transaction;
 * each job writes one batch of bell items (one per member with a device following
 * 'production-campaign') and the job of the next batch together, so a failed batch is retried
 * whole and never skips or repeats members. The push goes through the notifications area like
 * every other (ids only: type and notification id; a discreet member's device shows the neutral
 * text, push-text decides) and only to the member's devices that follow the topic.
 */
export function createCampaignsService(ctx: AppContext) {
  const notifications = notificationsOf(ctx);
  ctx.jobs.define(
    JOB_CAMPAIGN_BATCH,
    async (p) => {
      const userIds = await listTopicFollowers(ctx.db, PUSH_TOPIC, p.afterUserId, p.batchSize);
      if (!userIds.length) return;
      const staged = await ctx.db.transaction(async (tx) => {
        const written = await notifications.stageMany(
          tx,
          userIds.map((userId) => ({
            userId,
            notification: { title: p.title, message: p.body, meta: { type: CAMPAIGN_NOTIFICATION_TYPE } },
          })),
        );
        if (userIds.length === p.batchSize) await ctx.jobs.enqueue(JOB_CAMPAIGN_BATCH, { ...p, afterUserId: userIds.at(-1)! }, { tx });
        return written;
      });
      await staged.announce({ topic: PUSH_TOPIC });
    },
    { retries: 3, backoffMs: 10_000 },
  );

  return {
    async send(actor: Actor, input: SendCampaignInput): Promise<CampaignQueued> {
      assertCan(canSendCampaigns(actor));
      await ctx.db.transaction(async (tx) => {
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: 'push_campaign.sent',
          targetUserId: null,
          targetKind: 'push_topic',
          targetId: PUSH_TOPIC,
          after: { title: input.title, body: input.body },
        });
        await ctx.jobs.enqueue(
          JOB_CAMPAIGN_BATCH,
          { title: input.title, body: input.body, afterUserId: 0, batchSize: CAMPAIGN_BATCH_SIZE },
          { tx },
        );
      });
      return { queued: true, topic: PUSH_TOPIC };
    },
  };
}
export type CampaignsService = ReturnType<typeof createCampaignsService>;
