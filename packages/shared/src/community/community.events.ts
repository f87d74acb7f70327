import { z } from 'zod';

/**
 * Socket events of the community area (gathered in shared/realtime):
 * - `community-reply.created` {thread_id, topic_id, reply_id}: a new reply in a thread or topic I
 *   watch (never to its author); an open thread page refetches its replies. The bell item comes
 *   as `notification.created` beside it.
 */
export const communityEvents = {
  'community-reply.created': z.object({ thread_id: z.number(), topic_id: z.number(), reply_id: z.number() }),
} as const;
