import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  groupsApiPaths as paths,
  groupsTexts as t,
  type CreateGroupBody,
  type GroupWriteResponse,
  type UpdateGroupBody,
} from '@holdfast/shared/groups';
import { api, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { refusalText } from '../lib/refusal';
import { groupsKeys } from './query-keys';

/** A form's failure: 422 is listed in the form's error card; anything else is a toast. */
function toastUnlessListed(error: unknown, fallback: string) {
  if (isApiError(error) && error.status === 422) return;
  notify.error(refusalText(error, fallback));
}

/** POST groups (spec 5): 'New group created successfully' / 'Unable to create new group'. */
export function createGroup(body: CreateGroupBody): Promise<GroupWriteResponse> {
  return api.post<GroupWriteResponse>(paths.groups, body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => notify.success(t.created),
    onError: (error) => toastUnlessListed(error, t.createFailure),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}

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
