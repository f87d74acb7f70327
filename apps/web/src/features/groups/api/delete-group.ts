import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths as paths, groupsTexts as t } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { groupsKeys } from './query-keys';

/** DELETE groups/{id} (owner only): 'Group deleted successfully' / 'Unable to delete the group'. */
export function deleteGroup(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(paths.group(id));
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => notify.success(t.deleted),
    onError: (error) => notify.error(refusalText(error, t.deleteFailure)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}
