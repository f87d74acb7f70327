import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInsApiPaths as paths, type PurityOverride } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';
import { queryKeys } from '@/lib/api/query-keys';

export function createPurityStreakOverride(date: string): Promise<PurityOverride> {
  return api.post<PurityOverride>(paths.purityStreakOverrides, { date, offset: currentOffset() });
}

export function useCreatePurityStreakOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurityStreakOverride,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  });
}
