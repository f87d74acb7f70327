import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApiPaths as paths, type Timezone } from '@holdfast/shared/reference';
import { api } from '../api-client';

export function listTimezones(signal?: AbortSignal): Promise<Timezone[]> {
  return api.get<Timezone[]>(paths.timezones, { signal });
}

export function listTimezonesQueryOptions() {
  return queryOptions({ queryKey: ['timezones'] as const, queryFn: ({ signal }) => listTimezones(signal), staleTime: Infinity });
}

export function useListTimezones() {
  return useQuery(listTimezonesQueryOptions());
}
