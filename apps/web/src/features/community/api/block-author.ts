import type { OkResponse } from '@holdfast/shared/common';
import { anonymousAuthorTexts as a, communityApiPaths as paths } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/** POST community/authors/{handle}/block: a post's author, by its author_handle (an anonymous author stays unnamed). */
export const blockAuthor = (handle: string) => api.post<OkResponse>(paths.authorBlock(handle));
export const useBlockAuthor = () =>
  useCommunityMutation(blockAuthor, {
    success: (answer) => answer.message,
    failure: a.block,
  });
