import { queryOptions, useQuery } from '@tanstack/react-query';
import { CRISIS_SUPPORT_CONFIG, type CrisisSupportConfig } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';

/** The 'I need help now' texts and crisis resources (system config CrisisSupport). */
export function getCrisisSupport(signal?: AbortSignal): Promise<CrisisSupportConfig> {
  return api.get<{ config: CrisisSupportConfig }>(`system-configs/${CRISIS_SUPPORT_CONFIG}`, { signal }).then((row) => row.config);
}

export function useGetCrisisSupport() {
  return useQuery(queryOptions({ queryKey: ['system-configs', CRISIS_SUPPORT_CONFIG], queryFn: ({ signal }) => getCrisisSupport(signal), staleTime: 300_000 }));
}
