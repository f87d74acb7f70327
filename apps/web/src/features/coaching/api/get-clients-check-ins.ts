import { coachingApiPaths as paths, type CoachCheckIns } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { useCoachCalendar, type Range } from './coach-calendar';
import { coachingKeys } from './query-keys';

/** GET coach/users/check-ins?startDate&endDate: the check-ins of every accepted client who shares them. */
export function getClientsCheckIns(range: Range, signal?: AbortSignal): Promise<CoachCheckIns> {
  return api.get<CoachCheckIns>(paths.usersCheckIns, { signal, query: { startDate: range.start, endDate: range.end } });
}

export function useGetClientsCheckIns(range: Range | null) {
  return useCoachCalendar(coachingKeys.clientsCheckIns(range?.start ?? '', range?.end ?? ''), getClientsCheckIns, range);
}
