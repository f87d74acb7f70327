import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type MemberStatusRequestPage } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/members-status/requests (community admins). */
export const listMemberStatusRequests = (signal?: AbortSignal) =>
  api.get<MemberStatusRequestPage>(paths.membersStatusRequests, { signal, query: { perPage: 50 } });
export const useMemberStatusRequests = () =>
  useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'members-status-requests'],
      queryFn: ({ signal }) => listMemberStatusRequests(signal),
    }),
  );
