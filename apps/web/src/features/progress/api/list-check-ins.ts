import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CALENDAR_CHECKINS_PAGE_SIZE, type CheckIn, type CheckInPage } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

/** GET checkins over a visible calendar range (45 per page, as the calendar asks; follows further pages). */
export async function listCheckIns(startDate: string, endDate: string, signal?: AbortSignal): Promise<CheckIn[]> {
  const all: CheckIn[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await api.get<CheckInPage>('checkins', {
      signal,
      query: { startDate, endDate, page, perPage: CALENDAR_CHECKINS_PAGE_SIZE, orderBy: 'checkin_on', orderDir: 'desc', offset: currentOffset() },
    });
    all.push(...res.items);
    if (res.page >= res.totalPages) break;
  }
  return all;
}

export function useListCheckIns(range: { start: string; end: string } | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['checkins', 'range', range?.start, range?.end],
      queryFn: ({ signal }) => listCheckIns(range!.start, range!.end, signal),
      staleTime: 0,
    }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
