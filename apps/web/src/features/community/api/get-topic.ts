import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type Topic } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/topics/{id}. */
export const getTopic = (id: number, signal?: AbortSignal) => api.get<Topic>(paths.topic(id), { signal });
export const useTopic = (id: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.topic(id), queryFn: ({ signal }) => getTopic(id, signal), enabled: id > 0 }));
