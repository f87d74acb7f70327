import { communityApiPaths as paths, communityToasts as toasts, type CreateThreadBody, type Thread } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/topics/{id}/threads: title and content (HTML, sanitised by the API). */
export function createThread({ topicId, body }: { topicId: number; body: CreateThreadBody }): Promise<{ message: string; item: Thread }> {
  return api.post(paths.topicThreads(topicId), body);
}
export const useCreateThread = () =>
  useCommunityMutation(createThread, { success: (a) => a.message, failure: toasts.submitReply, quiet422: true });
