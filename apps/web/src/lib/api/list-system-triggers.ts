import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type SystemTrigger } from '@holdfast/shared/check-ins';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

export function listSystemTriggers(signal?: AbortSignal): Promise<SystemTrigger[]> {
  return api.get<SystemTrigger[]>(paths.systemTriggers, { signal });
}

export function listSystemTriggersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.systemTriggers, queryFn: ({ signal }) => listSystemTriggers(signal), staleTime: 300_000 });
}

export function useListSystemTriggers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listSystemTriggersQueryOptions(), enabled: options.enabled ?? true });
}
