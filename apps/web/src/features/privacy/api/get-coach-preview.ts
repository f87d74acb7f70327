import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachPreview } from '@holdfast/shared/coaching';
import { privacyApiPaths as paths } from '@holdfast/shared/privacy';
import { api } from '@/lib/api-client';
import { privacyKeys } from './query-keys';

export interface PreviewRange {
  start: string;
  end: string;
}

/** GET users/privacy/audience/{viewerId}/coaches/{coachUserId}/preview?startDate&endDate: what my coach's client page shows of me. */
export function getCoachPreview(viewerId: number, coachUserId: number, range: PreviewRange, signal?: AbortSignal): Promise<CoachPreview> {
  return api.get<CoachPreview>(paths.coachPreview(viewerId, coachUserId), {
    signal,
    query: { startDate: range.start, endDate: range.end },
  });
}

/** The calendars' visible days move the range; the last answer stays shown while the next one loads. */
export function useGetCoachPreview(viewerId: number, coachUserId: number, range: PreviewRange) {
  return useQuery({
    ...queryOptions({
      queryKey: privacyKeys.coachPreview(viewerId, coachUserId, range.start, range.end),
      queryFn: ({ signal }) => getCoachPreview(viewerId, coachUserId, range, signal),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}
