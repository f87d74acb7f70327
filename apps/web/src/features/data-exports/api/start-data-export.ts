import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataExportsApiPaths as paths, type DataExportStarted } from '@holdfast/shared/data-exports';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { exportRefusal } from './export-refusal';
import { dataExportsKeys } from './query-keys';

/** POST users/data-exports: starts building (202); a second within a day is 429 with its message. */
export function startDataExport(): Promise<DataExportStarted> {
  return api.post<DataExportStarted>(paths.exports, {});
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(exportRefusal(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dataExportsKeys.all }),
  });
}
