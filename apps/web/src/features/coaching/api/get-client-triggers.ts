import { coachingApiPaths as paths, type CoachTriggers } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { useCoachCalendar, type Range } from './coach-calendar';
import { coachingKeys } from './query-keys';

/** GET coach/users/{id}/system-triggers?startDate&endDate: one client's crash reports (when they share them). */
export function getClientTriggers(coachUserId: number, range: Range, signal?: AbortSignal): Promise<CoachTriggers> {
  return api.get<CoachTriggers>(paths.userSystemTriggers(coachUserId), { signal, query: { startDate: range.start, endDate: range.end } });
}

export function useGetClientTriggers(coachUserId: number, range: Range | null) {
  return useCoachCalendar(
    coachingKeys.clientTriggers(coachUserId, range?.start ?? '', range?.end ?? ''),
    (r, signal) => getClientTriggers(coachUserId, r, signal),
    range,
    coachUserId > 0,
  );
}
