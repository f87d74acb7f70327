import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPeopleApiPaths as paths, type AdminPersonPage } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './query-keys';

/** GET admin/people?q=&page= (ff_admin, support): people matching a name, an e-mail or an id. */
export function listPeople(q: string, page: number, signal?: AbortSignal): Promise<AdminPersonPage> {
  return api.get<AdminPersonPage>(paths.people, { query: { q: q || undefined, page }, signal });
}

export function useListPeople(q: string, page: number) {
  return useQuery({
    queryKey: adminPeopleKeys.search(q, page),
    queryFn: ({ signal }) => listPeople(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
