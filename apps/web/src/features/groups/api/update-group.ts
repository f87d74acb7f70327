import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths as paths, groupsTexts as t, type GroupWriteResponse, type UpdateGroupBody } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastUnlessListed } from '../lib/refusal';
import { groupsKeys } from './query-keys';

/** PUT groups/{id}: a new name ('Group name changed successfully') or premium settings ('Group updated successfully'). */
export function updateGroup({ id, body }: { id: number; body: UpdateGroupBody }): Promise<GroupWriteResponse> {
  return api.put<GroupWriteResponse>(paths.group(id), body);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (_answer, { body }) => notify.success(body.premium_group_settings ? t.updated : t.renamed),
    onError: (error, { body }) => toastUnlessListed(error, body.premium_group_settings ? t.updateFailure : t.renameFailure),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}
