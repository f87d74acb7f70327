import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApiPaths as paths, type StrugglingAnswer } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { failureText } from './community-mutation';
import { communityKeys } from './query-keys';

/** PATCH community/{threads|replies}/{id}/struggling: the author marks (or unmarks) their post. */
export function markStruggling(v: { kind: 'thread' | 'reply'; id: number; value: boolean }): Promise<StrugglingAnswer> {
  return api.patch<StrugglingAnswer>(v.kind === 'thread' ? paths.threadStruggling(v.id) : paths.replyStruggling(v.id), {
    is_struggling: v.value,
  });
}

export function useMarkStruggling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStruggling,
    onError: (error: unknown) => notify.error(failureText(error, 'Unable to update your post')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
