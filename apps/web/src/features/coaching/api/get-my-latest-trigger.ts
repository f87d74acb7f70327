import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type ClientLatestTrigger } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET coach/client/system-triggers/latest: my own latest crash report, or none yet. */
export function getMyLatestTrigger(signal?: AbortSignal): Promise<ClientLatestTrigger> {
  return api.get<ClientLatestTrigger>(paths.clientSystemTriggersLatest, { signal });
}

export function useGetMyLatestTrigger() {
  return useQuery(queryOptions({ queryKey: coachingKeys.myLatestTrigger(), queryFn: ({ signal }) => getMyLatestTrigger(signal) }));
}
