import { useMutation, useQueryClient } from '@tanstack/react-query';
import { premiumApiPaths as paths, type ApplicationWriteResponse } from '@holdfast/shared/premium-groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { premiumKeys } from './query-keys';

/** POST admin/premium-applications/{id}/place (group_id): a member row 'New' in that group; its leaders are told. */
export function placeApplication({
  applicationId,
  groupId,
}: {
  applicationId: number;
  groupId: number;
}): Promise<ApplicationWriteResponse> {
  return api.post<ApplicationWriteResponse>(paths.place(applicationId), { group_id: groupId });
}

export function usePlaceApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeApplication,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(isApiError(error) ? error.message : 'Unable to place the application'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: premiumKeys.all }),
  });
}
