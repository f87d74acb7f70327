import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupsApiPaths as paths, groupsTexts as t, type CreateGroupBody, type GroupWriteResponse } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { toastUnlessListed } from '../lib/refusal';
import { groupsKeys } from './query-keys';

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
