import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths, communityToasts as toasts } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/authors/{handle}/flag: a post's author, by its author_handle (an anonymous author stays unnamed). */
export const flagAuthor = ({ handle, reason }: { handle: string; reason: string }) =>
  api.post<OkResponse>(paths.authorFlag(handle), { reason });
export const useFlagAuthor = () =>
  useCommunityMutation(flagAuthor, {
    success: (answer) => answer.message,
    failure: toasts.flagUser,
  });
