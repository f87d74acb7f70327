import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemTrigger } from '@holdfast/shared/check-ins';
import { api } from '../../../lib/api-client';

export function listSystemTriggers(signal?: AbortSignal): Promise<SystemTrigger[]> {
  return api.get<SystemTrigger[]>('system-triggers', { signal });
}

export function listSystemTriggersQueryOptions() {
  return queryOptions({ queryKey: ['system-triggers'], queryFn: ({ signal }) => listSystemTriggers(signal), staleTime: 300_000 });
}

export function useListSystemTriggers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...listSystemTriggersQueryOptions(), enabled: options.enabled ?? true });
}
