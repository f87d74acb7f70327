import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';
import type { OkResponse } from '@holdfast/shared/common';
import { notificationsApiPaths as paths } from '@holdfast/shared/notifications';

export function markNotificationRead(id: number): Promise<OkResponse> {
  return api.patch<OkResponse>(paths.markRead(id));
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
