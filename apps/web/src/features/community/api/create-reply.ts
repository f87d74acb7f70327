import { communityApiPaths as paths, communityToasts as toasts, type CreateReplyBody, type Reply } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/threads/{id}/replies: reply_id (the reply answered) or null, reply_text. */
export function createReply({ threadId, body }: { threadId: number; body: CreateReplyBody }): Promise<{ message: string; item: Reply }> {
  return api.post(paths.threadReplies(threadId), body);
}
export const useCreateReply = () => useCommunityMutation(createReply, { success: (a) => a.message, failure: toasts.submitReply });
