import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type Topic } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/categories/{key}/topics. */
export const listTopics = (key: string, signal?: AbortSignal) =>
  api.get<Topic[]>(paths.categoryTopics(encodeURIComponent(key)), { signal });
export const useTopics = (key: string) =>
  useQuery(queryOptions({ queryKey: communityKeys.topics(key), queryFn: ({ signal }) => listTopics(key, signal) }));
