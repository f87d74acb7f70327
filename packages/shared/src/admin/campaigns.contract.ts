import { z } from 'zod';
import { requiredText } from '../validation';
import { PUSH_TOPIC } from '../reference';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_TITLE_MAX } from './campaigns.texts';

/** POST admin/push-campaigns: the words of the notice every member following the topic gets. */
export const sendCampaignInputSchema = z.object({
  title: requiredText({ max: CAMPAIGN_TITLE_MAX }),
  body: requiredText({ max: CAMPAIGN_BODY_MAX }),
});
export type SendCampaignInput = z.output<typeof sendCampaignInputSchema>;

/** The campaign is queued (202): its sends run as jobs, in batches of members. */
export const campaignQueuedSchema = z.object({
  queued: z.literal(true),
  topic: z.literal(PUSH_TOPIC),
});
export type CampaignQueued = z.output<typeof campaignQueuedSchema>;
