import type { OkResponse } from '@holdfast/shared/common';
import { communityApiPaths as paths } from '@holdfast/shared/community';
import { apiRequest } from '@/lib/api-client';
import { communityUi as ui } from '../lib/texts';
import { useCommunityMutation } from './community-mutation';

/** POST or DELETE community/users/{id}/mute (one switch, its two verbs): their replies collapse for me only. */
export const setMuted = ({ userId, muted }: { userId: number; muted: boolean }) =>
  apiRequest<OkResponse>(paths.userMute(userId), { method: muted ? 'POST' : 'DELETE' });
export const useSetMuted = () => useCommunityMutation(setMuted, { success: (a) => a.message, failure: ui.muteFailure });
