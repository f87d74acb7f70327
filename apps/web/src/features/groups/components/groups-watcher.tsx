import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { groupsRealtimeTexts as rt } from '@holdfast/shared/groups';
import { notify } from '@/lib/notify';
import { onRealtimeEvent } from '@/lib/realtime';
import { groupsKeys } from '../api/query-keys';

/**
 * Realtime of the small-groups area, app-wide (spec 2 sections 4.4, 7.5 and 8): every group or
 * member change refreshes the area's lists without a reload and raises the spec's warning toast.
 */
export function GroupsWatcher() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
    const offs = [
      onRealtimeEvent('group.created', ({ item }) => {
        refresh();
        notify.warning(rt.youWereInvited(item.name));
      }),
      onRealtimeEvent('group.updated', () => {
        refresh();
        notify.warning(rt.groupUpdated);
      }),
      onRealtimeEvent('group.removed', ({ id, name, reason }) => {
        queryClient.removeQueries({ queryKey: groupsKeys.group(id) });
        refresh();
        notify.warning(reason === 'deleted' ? rt.groupRemoved : rt.youWereRemoved(name));
      }),
      onRealtimeEvent('group-member.created', ({ group_name }) => {
        refresh();
        notify.warning(rt.memberInvited(group_name));
      }),
      onRealtimeEvent('group-member.updated', ({ group_name }) => {
        refresh();
        notify.warning(rt.memberUpdated(group_name));
      }),
      onRealtimeEvent('group-member.removed', ({ group_name }) => {
        refresh();
        notify.warning(rt.memberRemoved(group_name));
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);

  return null;
}
