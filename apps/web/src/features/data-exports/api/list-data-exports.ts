import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataExportsApiPaths as paths, type DataExportList } from '@holdfast/shared/data-exports';
import { api } from '@/lib/api-client';
import { dataExportsKeys } from './query-keys';

/** GET users/data-exports: the member's exports, newest first, and when they may ask again. */
export function listDataExports(signal?: AbortSignal): Promise<DataExportList> {
  return api.get<DataExportList>(paths.exports, { signal });
}

/** While an export is being built the list is asked again every 2 s, so 'Ready' shows without a reload. */
export const listDataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportsKeys.list(),
    queryFn: ({ signal }) => listDataExports(signal),
    refetchInterval: (query) => (query.state.data?.items.some((e) => e.status === 'building') ? 2000 : false),
  });

export function useListDataExports() {
  return useQuery(listDataExportsQueryOptions());
}
