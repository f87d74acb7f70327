import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type SosOverview } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET sos: my latest SOS and those sent to me in the last day. */
export function getSosOverview(signal?: AbortSignal): Promise<SosOverview> {
  return api.get<SosOverview>(paths.sos, { signal });
}

export function useGetSosOverview() {
  return useQuery(queryOptions({ queryKey: accountabilityKeys.sos(), queryFn: ({ signal }) => getSosOverview(signal), staleTime: 0 }));
}
