import { useQuery } from '@tanstack/react-query';
import { referenceApiPaths, type SystemConfig } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';
import { configsKeys } from './query-keys';

/** GET system-configs: every config as stored. */
export function listSystemConfigs(signal?: AbortSignal): Promise<SystemConfig[]> {
  return api.get<SystemConfig[]>(referenceApiPaths.systemConfigs, { signal });
}

export function useListSystemConfigs() {
  return useQuery({ queryKey: configsKeys.systemConfigs(), queryFn: ({ signal }) => listSystemConfigs(signal) });
}
