import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths } from '@holdfast/shared/community';
import { apiRequest } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-mutation';

/** POST or DELETE community/users/{id}/block (one switch, its two verbs). */
export const setBlocked = ({ userId, blocked }: { userId: number; blocked: boolean }) =>
  apiRequest<OkResponse>(paths.userBlock(userId), { method: blocked ? 'POST' : 'DELETE' });
export const useSetBlocked = () =>
  useCommunityMutation(setBlocked, { success: (a) => a.message, failure: (v) => (v.blocked ? ui.blockFailure : ui.unblockFailure) });
