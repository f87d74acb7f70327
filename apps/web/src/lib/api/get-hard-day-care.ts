import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_HARD_DAY_CARE, HARD_DAY_CARE_CONFIG, hardDayCareSchema, type HardDayCare } from '@holdfast/shared/check-ins';
import { getSystemConfig } from './get-system-config';

/**
 * The words shown after a Danger or Relapse check-in and a crash report (admin-edited system
 * config). A missing or malformed config falls back to the seeded words: on a hard day the
 * member always gets them, never an error.
 */
export async function getHardDayCare(signal?: AbortSignal): Promise<HardDayCare> {
  try {
    const row = await getSystemConfig(HARD_DAY_CARE_CONFIG, signal);
    const parsed = hardDayCareSchema.safeParse(row.config);
    return parsed.success ? parsed.data : DEFAULT_HARD_DAY_CARE;
  } catch (error) {
    if (signal?.aborted) throw error;
    return DEFAULT_HARD_DAY_CARE;
  }
}

export function getHardDayCareQueryOptions() {
  return queryOptions({
    queryKey: ['system-configs', HARD_DAY_CARE_CONFIG],
    queryFn: ({ signal }) => getHardDayCare(signal),
    staleTime: 600_000,
  });
}

export function useHardDayCare() {
  return useQuery(getHardDayCareQueryOptions());
}
