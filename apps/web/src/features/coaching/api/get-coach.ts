import { useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type CoachDetail } from '@holdfast/shared/coaching';
import { api, isApiError } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach: the caller's coach record, whatever its request status; null for one never invited (404). */
export async function getCoach(signal?: AbortSignal): Promise<CoachDetail | null> {
  try {
    return await api.get<CoachDetail>(paths.coach, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useGetCoach({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: coachingKeys.coach(), queryFn: ({ signal }) => getCoach(signal), enabled });
}
