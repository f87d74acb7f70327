import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApiPaths as paths, type Country } from '@holdfast/shared/reference';
import { api } from '../api-client';

export function listCountries(signal?: AbortSignal): Promise<Country[]> {
  return api.get<Country[]>(paths.countries, { signal });
}

export function listCountriesQueryOptions() {
  return queryOptions({ queryKey: ['countries'] as const, queryFn: ({ signal }) => listCountries(signal), staleTime: Infinity });
}

export function useListCountries() {
  return useQuery(listCountriesQueryOptions());
}
