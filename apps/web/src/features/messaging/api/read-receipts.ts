import { useQueryClient } from '@tanstack/react-query';
import { READ_RECEIPTS_META, readReceiptsTexts as rt } from '@holdfast/shared/messaging';
import { useUserMeta } from '@/lib/api/get-user-meta';
import { useSetUserMeta } from '@/lib/api/set-user-meta';
import { notify } from '@/lib/notify';
import { messagingKeys } from './query-keys';

/**
 * My read receipts and typing switch (user-meta READ_RECEIPTS_META, off unless set). Changing it
 * refetches the open chats: whether the other person's read mark is shown depends on both choices.
 */
export function useReadReceipts() {
  const meta = useUserMeta(READ_RECEIPTS_META);
  const set = useSetUserMeta(READ_RECEIPTS_META);
  const queryClient = useQueryClient();
  return {
    on: meta.data?.value === true,
    ready: !meta.isPending,
    saving: set.isPending,
    async change(on: boolean) {
      try {
        await set.mutateAsync(on);
        await queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, 'chat'] });
      } catch {
        notify.error(rt.saveFailed);
      }
    },
  };
}
