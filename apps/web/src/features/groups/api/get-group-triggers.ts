import { groupsApiPaths as paths, type GroupTriggers } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupCalendar, type Range } from './group-calendar';
import { groupsKeys } from './query-keys';

/** GET members/system-triggers?group_id=&startDate=&endDate=: the crash reports of the group's sharing members. */
export function getGroupTriggers(groupId: number, range: Range, signal?: AbortSignal): Promise<GroupTriggers> {
  return api.get<GroupTriggers>(paths.membersTriggers, {
    signal,
    query: { group_id: groupId, startDate: range.start, endDate: range.end },
  });
}

export function useGetGroupTriggers(groupId: number, range: Range | null) {
  return useGroupCalendar(
    groupsKeys.triggers(groupId, range?.start ?? '', range?.end ?? ''),
    (r, signal) => getGroupTriggers(groupId, r, signal),
    groupId,
    range,
  );
}
