import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourcesApiPaths as paths, type Resource } from '@holdfast/shared/resources';
import { api } from '@/lib/api-client';
import { adminResourcesKeys } from './query-keys';

/** GET admin/resources: every library resource, both audiences (ff_admin). */
export function listAdminResources(signal?: AbortSignal): Promise<Resource[]> {
  return api.get<Resource[]>(paths.adminResources, { signal });
}

export function useAdminResources() {
  return useQuery(queryOptions({ queryKey: adminResourcesKeys.all, queryFn: ({ signal }) => listAdminResources(signal) }));
}
