import { queryOptions, useQuery } from '@tanstack/react-query';
import { devicesApiPaths as paths, type PushDeviceList } from '@holdfast/shared/reference';
import { api } from '@/lib/api-client';
import { accountsKeys } from './query-keys';

export function listPushDevices(signal?: AbortSignal): Promise<PushDeviceList> {
  return api.get(paths.devices, { signal });
}

export function listPushDevicesQueryOptions() {
  return queryOptions({ queryKey: accountsKeys.pushDevices(), queryFn: ({ signal }) => listPushDevices(signal) });
}

/** Push devices answer verified members only; an unverified account lists none. */
export function useListPushDevices(enabled = true) {
  return useQuery({ ...listPushDevicesQueryOptions(), enabled });
}
