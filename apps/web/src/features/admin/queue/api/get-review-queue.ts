import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueueApiPaths as paths, type QueueKind, type ReviewQueue } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { queueKeys } from './query-keys';

/** GET admin/queue (?kind=): every pending item the caller may decide, urgent and oldest first. */
export function getReviewQueue(kind: QueueKind | null, signal?: AbortSignal): Promise<ReviewQueue> {
  return api.get<ReviewQueue>(paths.queue, { query: { kind: kind ?? undefined }, signal });
}

export const getReviewQueueQueryOptions = (kind: QueueKind | null) =>
  queryOptions({ queryKey: queueKeys.list(kind), queryFn: ({ signal }) => getReviewQueue(kind, signal) });

export function useReviewQueue(kind: QueueKind | null) {
  return useQuery(getReviewQueueQueryOptions(kind));
}
