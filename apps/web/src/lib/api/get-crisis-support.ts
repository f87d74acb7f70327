import { queryOptions, useQuery } from '@tanstack/react-query';
import { CRISIS_SUPPORT_CONFIG, crisisSupportConfigSchema, type CrisisSupportConfig } from '@holdfast/shared/reference';
import { getSystemConfig } from './get-system-config';

/**
 * The 'I need help now' texts and crisis resources (system config CrisisSupport), read through the
 * config's own schema (the answer of GET system-configs/:type is generic).
 */
export function getCrisisSupport(signal?: AbortSignal): Promise<CrisisSupportConfig> {
  return getSystemConfig(CRISIS_SUPPORT_CONFIG, signal).then((row) => crisisSupportConfigSchema.parse(row.config));
}

export function useGetCrisisSupport() {
  return useQuery(
    queryOptions({
      queryKey: ['system-configs', CRISIS_SUPPORT_CONFIG],
      queryFn: ({ signal }) => getCrisisSupport(signal),
      staleTime: 300_000,
    }),
  );
}
