import { coachingApiPaths as paths, type CoachTriggers } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { useCoachCalendar, type Range } from './coach-calendar';
import { coachingKeys } from './query-keys';

/** GET coach/users/system-triggers?startDate&endDate: the crash reports of every accepted client who shares them. */
export function getClientsTriggers(range: Range, signal?: AbortSignal): Promise<CoachTriggers> {
  return api.get<CoachTriggers>(paths.usersSystemTriggers, { signal, query: { startDate: range.start, endDate: range.end } });
}

export function useGetClientsTriggers(range: Range | null) {
  return useCoachCalendar(coachingKeys.clientsTriggers(range?.start ?? '', range?.end ?? ''), getClientsTriggers, range);
}
