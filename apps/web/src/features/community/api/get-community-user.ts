import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type CommunityUser } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/users/{id}: the user detail modal's profile and my links to them. */
export const getCommunityUser = (id: number, signal?: AbortSignal) => api.get<CommunityUser>(paths.user(id), { signal });
export const userKey = (id: number) => [...communityKeys.all, 'user', id] as const;
export const useCommunityUser = (id: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: userKey(id),
      queryFn: ({ signal }) => getCommunityUser(id, signal),
      enabled: enabled && id > 0,
    }),
  );
