import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type MemberStatus } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/members-status: women wait for a community admin's approval. */
export const getMemberStatus = (signal?: AbortSignal) => api.get<MemberStatus>(paths.membersStatus, { signal });
export const memberStatusKey = [...communityKeys.all, 'members-status'] as const;
export const useMemberStatus = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: memberStatusKey,
      queryFn: ({ signal }) => getMemberStatus(signal),
      enabled,
      staleTime: 60_000,
    }),
  );
