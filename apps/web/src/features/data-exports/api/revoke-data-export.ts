import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@holdfast/shared/common';
import { dataExportsApiPaths as paths } from '@holdfast/shared/data-exports';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { exportRefusal } from './export-refusal';
import { dataExportsKeys } from './query-keys';

/** DELETE users/data-exports/{id}: the ready export's link stops working and its file is deleted. */
export function revokeDataExport(id: number): Promise<OkResponse> {
  return api.delete<OkResponse>(paths.export(id));
}

export function useRevokeDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDataExport,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error(exportRefusal(error)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dataExportsKeys.all }),
  });
}
