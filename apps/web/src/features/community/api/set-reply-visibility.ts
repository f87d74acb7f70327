import { communityApiPaths as paths, type Reply } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-mutation';

/** PATCH community/replies/{id}/visibility: community and upgrade admins hide or show a reply. */
export function setReplyVisibility({ replyId, hidden }: { replyId: number; hidden: boolean }): Promise<{ message: string; item: Reply }> {
  return api.patch(paths.replyVisibility(replyId), { is_hidden: hidden });
}
export const useSetReplyVisibility = () =>
  useCommunityMutation(setReplyVisibility, { success: (a) => a.message, failure: ui.visibilityFailure });
