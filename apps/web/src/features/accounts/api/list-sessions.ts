import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApiPaths as paths, type AccountSessionList } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function listSessions(signal?: AbortSignal): Promise<AccountSessionList> {
  return api.get(paths.sessions, { signal });
}

export function listSessionsQueryOptions() {
  return queryOptions({ queryKey: accountsKeys.sessions(), queryFn: ({ signal }) => listSessions(signal) });
}

export function useListSessions() {
  return useQuery(listSessionsQueryOptions());
}
