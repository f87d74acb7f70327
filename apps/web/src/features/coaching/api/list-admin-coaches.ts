import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { coachingApiPaths as paths, type AdminCoachPage } from '@holdfast/shared/coaching';
import { api } from '@/lib/api-client';
import { coachingKeys } from './query-keys';

/** GET admin/coaches?page= (ff_admin): every coach with their status, billing state and accepted clients. */
export function listAdminCoaches(page: number, signal?: AbortSignal): Promise<AdminCoachPage> {
  return api.get<AdminCoachPage>(paths.adminCoaches, { query: { page }, signal });
}

export function useListAdminCoaches(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: coachingKeys.adminCoaches(page),
    queryFn: ({ signal }) => listAdminCoaches(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
