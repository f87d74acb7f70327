import { communityApiPaths as paths, communityToasts as toasts, type ReactionResult, type ReactionType } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** PUT community/replies/{id}/reaction: the same type again takes it back. */
export function toggleReaction({ replyId, type }: { replyId: number; type: ReactionType }): Promise<ReactionResult> {
  return api.put<ReactionResult>(paths.replyReaction(replyId), { reaction_type: type });
}
export const useToggleReaction = () => useCommunityMutation(toggleReaction, { failure: toasts.updateReaction });
