import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  GROUPS_PAGE_SIZE,
  groupsApiPaths as paths,
  type GroupPage,
  type GroupScope,
  type MemberRequestStatus,
} from '@holdfast/shared/groups';
import { api } from '@/lib/api-client';
import { groupsKeys } from './query-keys';

/** GET groups?scope=&request_status=&page=: my groups (scope member) or those I own or co-lead (admin-or-owned), 20 a page. */
export function listGroups(
  scope: GroupScope,
  requestStatus: MemberRequestStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<GroupPage> {
  return api.get<GroupPage>(paths.groups, {
    signal,
    query: { scope, request_status: requestStatus ?? undefined, page, perPage: GROUPS_PAGE_SIZE },
  });
}

export function useListGroups(scope: GroupScope, requestStatus: MemberRequestStatus | null = null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: groupsKeys.list(scope, requestStatus),
      queryFn: ({ pageParam, signal }) => listGroups(scope, requestStatus, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
  );
}
