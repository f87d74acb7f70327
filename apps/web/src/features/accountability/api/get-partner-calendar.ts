import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type PartnerCalendar } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/system-triggers: the crash reports and check-ins of everyone whose data I may see, for the visible days. */
export function getPartnerCalendar(startDate: string, endDate: string, signal?: AbortSignal): Promise<PartnerCalendar> {
  return api.get<PartnerCalendar>(paths.calendar, { signal, query: { startDate, endDate } });
}

export function useGetPartnerCalendar(range: { start: string; end: string } | null) {
  return useQuery({
    ...queryOptions({
      queryKey: accountabilityKeys.calendar(range?.start ?? '', range?.end ?? ''),
      queryFn: ({ signal }) => getPartnerCalendar(range!.start, range!.end, signal),
      staleTime: 0,
    }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
