import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { listEmotionsQueryOptions } from '@/lib/api/list-emotions';
import { queryClient } from '@/lib/query-client';
import { getToken } from '@/lib/token-store';
import { listCheckInsQueryOptions } from '../api/list-check-ins';
import { listTriggerAnswersQueryOptions } from '../api/list-trigger-answers';
import { initialCalendarRange } from './calendar-range';

/**
 * Starts what /progress needs as the route is entered, beside its code: the calendar's chunk, the
 * check-ins and crash reports of the first visible range, and the emotion names. Before, each waited
 * for the chunk before it (page, then calendar, then its first datesSet) to ask.
 */
export function prefetchProgress({ checkIns = true } = {}): void {
  if (!getToken()) return; // signed out: the guard sends the member to sign in; nothing to ask for
  void import('../components/progress-calendar');
  const isMobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches;
  const range = initialCalendarRange(isMobile);
  if (checkIns) void queryClient.prefetchQuery(listCheckInsQueryOptions(range));
  void queryClient.prefetchQuery(listTriggerAnswersQueryOptions(range));
  void queryClient.prefetchQuery(listEmotionsQueryOptions());
}
