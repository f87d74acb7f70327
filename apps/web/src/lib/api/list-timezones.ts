import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { timezoneSchema } from '@holdfast/shared/reference';
import { api } from '../api-client';

export type Timezone = z.infer<typeof timezoneSchema>;

export function listTimezones(signal?: AbortSignal): Promise<Timezone[]> {
  return api.get<Timezone[]>('timezones', { signal });
}

export function listTimezonesQueryOptions() {
  return queryOptions({ queryKey: ['timezones'] as const, queryFn: ({ signal }) => listTimezones(signal), staleTime: Infinity });
}

export function useListTimezones() {
  return useQuery(listTimezonesQueryOptions());
}
