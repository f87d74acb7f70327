import { coachingApiPaths as paths, type CoachCheckIns } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { useCoachCalendar, type Range } from './coach-calendar';
import { coachingKeys } from './query-keys';

/** GET coach/users/{id}/check-ins?startDate&endDate: one client's check-ins (when they share them). */
export function getClientCheckIns(coachUserId: number, range: Range, signal?: AbortSignal): Promise<CoachCheckIns> {
  return api.get<CoachCheckIns>(paths.userCheckIns(coachUserId), { signal, query: { startDate: range.start, endDate: range.end } });
}

export function useGetClientCheckIns(coachUserId: number, range: Range | null) {
  return useCoachCalendar(
    coachingKeys.clientCheckIns(coachUserId, range?.start ?? '', range?.end ?? ''),
    (r, signal) => getClientCheckIns(coachUserId, r, signal),
    range,
    coachUserId > 0,
  );
}
