import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourcesApiPaths as paths, type ResourceAnswer, type ResourceBody } from '@holdfast/shared/resources';
import { apiRequest } from '@/lib/api-client';
import { adminResourcesKeys } from './query-keys';

/** POST admin/resources (new) or PUT admin/resources/{id} (edit): one form, one call. */
export function saveResource({ id, body }: { id: number | null; body: ResourceBody }): Promise<ResourceAnswer> {
  return apiRequest<ResourceAnswer>(id === null ? paths.adminResources : paths.adminResource(id), {
    method: id === null ? 'POST' : 'PUT',
    body,
  });
}

export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResource,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminResourcesKeys.all }),
  });
}
