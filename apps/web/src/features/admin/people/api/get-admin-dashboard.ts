import { useQuery } from '@tanstack/react-query';
import { adminPeopleApiPaths as paths, type AdminDashboard } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './query-keys';

/** GET admin/dashboard (ff_admin, support): the team's counts. */
export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>(paths.dashboard, { signal });
}

export function useGetAdminDashboard() {
  return useQuery({ queryKey: adminPeopleKeys.dashboard(), queryFn: ({ signal }) => getAdminDashboard(signal), refetchInterval: 60_000 });
}
