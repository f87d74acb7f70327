import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityApiPaths as paths, type Thread } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './query-keys';

/** GET community/threads/{id}. */
export const getThread = (id: number, signal?: AbortSignal) => api.get<Thread>(paths.thread(id), { signal });
export const useThread = (id: number) =>
  useQuery(queryOptions({ queryKey: communityKeys.thread(id), queryFn: ({ signal }) => getThread(id, signal), enabled: id > 0 }));
