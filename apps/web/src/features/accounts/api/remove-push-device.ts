import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesApiPaths as paths } from '@holdfast/shared/reference';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function removePushDevice(id: number): Promise<OkResponse> {
  return api.delete(paths.device(id));
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKeys.pushDevices() }),
  });
}
