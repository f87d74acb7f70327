import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type MemberPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { memberQuery, type MemberFilters } from '../lib/member-filters';
import { communityKeys } from './query-keys';

/** GET community/members: 10 a page, search from 3 characters, filters. */
export const listMembers = (query: ReturnType<typeof memberQuery>, signal?: AbortSignal) =>
  api.get<MemberPage>(paths.members, { signal, query });
export const useMembers = (page: number, search: string, filters: MemberFilters) => {
  const query = memberQuery(page, search, filters);
  return useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'members', query] as const,
      queryFn: ({ signal }) => listMembers(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
};
