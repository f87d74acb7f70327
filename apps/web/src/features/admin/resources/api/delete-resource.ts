import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@holdfast/shared/common';
import { resourcesApiPaths as paths } from '@holdfast/shared/resources';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { adminResourcesKeys } from './query-keys';

/** DELETE admin/resources/{id}. */
export function deleteResource(id: number): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.adminResource(id));
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) ? error.message : 'The resource could not be deleted'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminResourcesKeys.all }),
  });
}
