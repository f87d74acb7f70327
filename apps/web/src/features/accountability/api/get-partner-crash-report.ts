import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type PartnerCrashReport } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/crash-reports/{id}. */
export function getPartnerCrashReport(id: number, signal?: AbortSignal): Promise<PartnerCrashReport> {
  return api.get<PartnerCrashReport>(paths.crashReport(id), { signal });
}

/** Read again on opening, as the check-in is (current consent; one record in the owner's access log). */
export function useGetPartnerCrashReport(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: accountabilityKeys.crashReport(id ?? 0),
      queryFn: ({ signal }) => getPartnerCrashReport(id!, signal),
      staleTime: 0,
    }),
    enabled: id !== null,
  });
}
