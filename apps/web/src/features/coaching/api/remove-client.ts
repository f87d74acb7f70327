import type { OkResponse } from '@holdfast/shared/common';
import { coachingApiPaths as paths, coachingTexts as t } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { useCoachingMutation } from './coaching-mutation';

/** DELETE coach/users/{id}: the client is removed (the answer's message) / 'Error Occurred'. */
export function removeClient(coachUserId: number): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.user(coachUserId));
}

export const useRemoveClient = () => useCoachingMutation(removeClient, t.genericError);
