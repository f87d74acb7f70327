import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type ModerationQueue } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/moderation/flags (community admins). */
export const getModerationQueue = (signal?: AbortSignal) => api.get<ModerationQueue>(paths.moderationFlags, { signal });
export const useModerationQueue = () =>
  useQuery(
    queryOptions({
      queryKey: [...communityKeys.all, 'moderation'],
      queryFn: ({ signal }) => getModerationQueue(signal),
    }),
  );
