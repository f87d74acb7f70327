import { queryOptions, useQuery } from '@tanstack/react-query';
import { HABIT_CONFIG_TYPE, habitFormIdOf } from '@holdfast/shared/coaching';
import { getSystemConfig } from '@/lib/api/get-system-config';
import { coachingKeys } from './query-keys';

/** GET system-configs/HabitMetricCalculation: the habit tracker's form id, or null when the config names none. */
export async function getHabitConfig(signal?: AbortSignal): Promise<{ formId: number | null }> {
  const row = await getSystemConfig(HABIT_CONFIG_TYPE, signal);
  return { formId: habitFormIdOf(row.config) };
}

export function useGetHabitConfig() {
  return useQuery(queryOptions({ queryKey: coachingKeys.habitConfig(), queryFn: ({ signal }) => getHabitConfig(signal), staleTime: 0 }));
}
