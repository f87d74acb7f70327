import { notificationsApiPaths as paths, notificationTexts, type MarkAllReadInput } from '@holdfast/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notificationKeys } from './query-keys';
import type { OkResponse } from '@holdfast/shared/common';

export function markAllNotificationsRead(input: MarkAllReadInput): Promise<OkResponse> {
  return api.put<OkResponse>(paths.markAllRead, input);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead({ before: new Date().toISOString() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    onError: () => notify.error(notificationTexts.markAllFailure),
  });
}
