import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type CheckIn } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';

export function getCheckIn(id: number, signal?: AbortSignal): Promise<CheckIn> {
  return api.get<CheckIn>(paths.checkIn(id), { signal });
}

export function getCheckInQueryOptions(id: number) {
  return queryOptions({ queryKey: ['checkins', 'detail', id], queryFn: ({ signal }) => getCheckIn(id, signal) });
}

export function useGetCheckIn(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCheckInQueryOptions(id), enabled: (options.enabled ?? true) && Number.isFinite(id) });
}
