import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourcesApiPaths as paths, type ResourceLibrary } from '@holdfast/shared/resources';
import { api } from '@/lib/api-client';
import { resourcesKeys } from './query-keys';

/** GET resources: the caller's library (leaders' items for leaders), by category. */
export function getResources(signal?: AbortSignal): Promise<ResourceLibrary> {
  return api.get<ResourceLibrary>(paths.resources, { signal });
}

export const getResourcesQueryOptions = () => queryOptions({ queryKey: resourcesKeys.all, queryFn: ({ signal }) => getResources(signal) });

export function useResources() {
  return useQuery(getResourcesQueryOptions());
}
