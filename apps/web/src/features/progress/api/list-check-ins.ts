import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkInsApiPaths as paths, CALENDAR_CHECKINS_PAGE_SIZE, type CheckIn, type CheckInPage } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { currentOffset } from '@/lib/offset';

/** GET checkins over a visible calendar range (45 per page, as the calendar asks; follows further pages). */
export async function listCheckIns(startDate: string, endDate: string, signal?: AbortSignal): Promise<CheckIn[]> {
  const all: CheckIn[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await api.get<CheckInPage>(paths.checkIns, {
      signal,
      query: {
        startDate,
        endDate,
        page,
        perPage: CALENDAR_CHECKINS_PAGE_SIZE,
        orderBy: 'checkin_on',
        orderDir: 'desc',
        offset: currentOffset(),
      },
    });
    all.push(...res.items);
    if (res.page >= res.totalPages) break;
  }
  return all;
}

/** Fresh for a few seconds: what the route prefetched as it opened is used, not asked for again. */
const CALENDAR_STALE_MS = 5_000;

export function listCheckInsQueryOptions(range: { start: string; end: string }) {
  return queryOptions({
    queryKey: ['checkins', 'range', range.start, range.end],
    queryFn: ({ signal }) => listCheckIns(range.start, range.end, signal),
    staleTime: CALENDAR_STALE_MS,
  });
}

export function useListCheckIns(range: { start: string; end: string } | null) {
  return useQuery({
    ...listCheckInsQueryOptions(range ?? { start: '', end: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
