import { useQuery } from '@tanstack/react-query';
import { adminPeopleApiPaths as paths, type AdminPerson } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './query-keys';

/** GET admin/people/{id}: account state; for an ff_admin also the content (the read is audited). */
export function getPerson(id: number, signal?: AbortSignal): Promise<AdminPerson> {
  return api.get<AdminPerson>(paths.person(id), { signal });
}

export function useGetPerson(id: number) {
  return useQuery({ queryKey: adminPeopleKeys.person(id), queryFn: ({ signal }) => getPerson(id, signal), enabled: id > 0 });
}
