import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceApiPaths, type Tag } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';

/** GET community/tags: the Categories of the Filters modal (active tags only). */
export const listCommunityTags = (signal?: AbortSignal) => api.get<Tag[]>(referenceApiPaths.communityTags, { signal });
export const useCommunityTags = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['community-tags'],
      queryFn: ({ signal }) => listCommunityTags(signal),
      staleTime: 300_000,
      enabled,
    }),
  );
