import { groupsApiPaths as paths, type GroupCheckIns } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { useGroupCalendar, type Range } from './group-calendar';
import { groupsKeys } from './query-keys';

/** GET members/checkins?group_id=&startDate=&endDate=: the check-ins of the group's sharing members. */
export function getGroupCheckIns(groupId: number, range: Range, signal?: AbortSignal): Promise<GroupCheckIns> {
  return api.get<GroupCheckIns>(paths.membersCheckIns, {
    signal,
    query: { group_id: groupId, startDate: range.start, endDate: range.end },
  });
}

export function useGetGroupCheckIns(groupId: number, range: Range | null) {
  return useGroupCalendar(
    groupsKeys.checkIns(groupId, range?.start ?? '', range?.end ?? ''),
    (r, signal) => getGroupCheckIns(groupId, r, signal),
    groupId,
    range,
  );
}
