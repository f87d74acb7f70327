import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type SystemTrigger } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';

export function getSystemTrigger(id: number, signal?: AbortSignal): Promise<SystemTrigger> {
  return api.get<SystemTrigger>(paths.systemTrigger(id), { signal });
}

export function useGetSystemTrigger(id: number) {
  return useQuery({
    ...queryOptions({ queryKey: ['system-triggers', id], queryFn: ({ signal }) => getSystemTrigger(id, signal) }),
    enabled: Number.isInteger(id),
  });
}
