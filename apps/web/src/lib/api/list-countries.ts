import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { countrySchema } from '@holdfast/shared/reference';
import { api } from '../api-client';

export type Country = z.infer<typeof countrySchema>;

export function listCountries(signal?: AbortSignal): Promise<Country[]> {
  return api.get<Country[]>('countries', { signal });
}

export function listCountriesQueryOptions() {
  return queryOptions({ queryKey: ['countries'] as const, queryFn: ({ signal }) => listCountries(signal), staleTime: Infinity });
}

export function useListCountries() {
  return useQuery(listCountriesQueryOptions());
}
