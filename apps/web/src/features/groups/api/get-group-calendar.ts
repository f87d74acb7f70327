import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, type GroupCheckIns, type GroupTriggers } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

interface Range {
  start: string;
  end: string;
}

/** GET members/system-triggers?group_id=&startDate=&endDate=: the crash reports of the group's sharing members. */
export function getGroupTriggers(groupId: number, range: Range, signal?: AbortSignal): Promise<GroupTriggers> {
  return api.get<GroupTriggers>(paths.membersTriggers, {
    signal,
    query: { group_id: groupId, startDate: range.start, endDate: range.end },
  });
}

/** GET members/checkins?group_id=&startDate=&endDate=: the check-ins of the group's sharing members. */
export function getGroupCheckIns(groupId: number, range: Range, signal?: AbortSignal): Promise<GroupCheckIns> {
  return api.get<GroupCheckIns>(paths.membersCheckIns, {
    signal,
    query: { group_id: groupId, startDate: range.start, endDate: range.end },
  });
}

/** A group calendar for the range on screen; the last range stays shown while the next one loads. */
function useGroupCalendar<T>(
  queryKey: readonly unknown[],
  fetch: (range: Range, signal: AbortSignal) => Promise<T>,
  groupId: number,
  range: Range | null,
) {
  return useQuery({
    ...queryOptions({ queryKey, queryFn: ({ signal }) => fetch(range!, signal), staleTime: 0 }),
    enabled: range !== null && groupId > 0,
    placeholderData: keepPreviousData,
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

export function useGetGroupCheckIns(groupId: number, range: Range | null) {
  return useGroupCalendar(
    groupsKeys.checkIns(groupId, range?.start ?? '', range?.end ?? ''),
    (r, signal) => getGroupCheckIns(groupId, r, signal),
    groupId,
    range,
  );
}
