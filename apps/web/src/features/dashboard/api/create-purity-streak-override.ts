import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';
import { queryKeys } from '@/lib/api/query-keys';

export interface PurityOverride {
  override_date: string | null;
  purity_streak: number;
}

export function createPurityStreakOverride(date: string): Promise<PurityOverride> {
  return api.post<PurityOverride>('purity-streak-overrides', { date, offset: currentOffset() });
}

export function useCreatePurityStreakOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurityStreakOverride,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
