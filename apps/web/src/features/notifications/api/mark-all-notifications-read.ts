import { notificationTexts } from '@holdfast/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

export function markAllNotificationsRead(before: string): Promise<{ message: string }> {
  return api.put<{ message: string }>('notifications/mark-read', { before });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(new Date().toISOString()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    onError: () => notify.error(notificationTexts.markAllFailure),
  });
}
