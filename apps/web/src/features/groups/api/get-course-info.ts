import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsApiPaths as paths, type MemberCourseInfoList } from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET members/course-info?group_id=: course progress of each accepted sharing member. */
export function getCourseInfo(id: number, signal?: AbortSignal): Promise<MemberCourseInfoList> {
  return api.get<MemberCourseInfoList>(paths.membersCourseInfo, { signal, query: { group_id: id } });
}

export function useGetCourseInfo(id: number) {
  return useQuery({
    ...queryOptions({ queryKey: groupsKeys.courseInfo(id), queryFn: ({ signal }) => getCourseInfo(id, signal), staleTime: 0 }),
    enabled: id > 0,
  });
}
