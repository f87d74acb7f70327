import { useQueryClient } from '@tanstack/react-query';
import { HIDE_CONTENT_WARNINGS_META } from '@holdfast/shared/community';
import { useUserMeta } from '@/lib/api/get-user-meta';
import { useSetUserMeta } from '@/lib/api/set-user-meta';
import { notify } from '@/lib/notify';
import { communityKeys } from '../api/query-keys';

/** The member's choice to hide threads with content warnings (user-meta), and its switch. */
export function useHideContentWarnings() {
  const meta = useUserMeta(HIDE_CONTENT_WARNINGS_META);
  const set = useSetUserMeta(HIDE_CONTENT_WARNINGS_META);
  const queryClient = useQueryClient();
  return {
    hidden: meta.data?.value === true,
    ready: !meta.isPending,
    saving: set.isPending,
    async change(hide: boolean) {
      try {
        await set.mutateAsync(hide);
        await queryClient.invalidateQueries({ queryKey: communityKeys.all });
      } catch {
        notify.error('Unable to save your choice');
      }
    },
  };
}
