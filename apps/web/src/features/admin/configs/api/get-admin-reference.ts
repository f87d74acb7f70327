import { useQuery } from '@tanstack/react-query';
import { configsApiPaths as paths, type AdminReference } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { configsKeys } from './query-keys';

/** GET admin/reference: every emotion and FASTER behaviour. */
export function getAdminReference(signal?: AbortSignal): Promise<AdminReference> {
  return api.get<AdminReference>(paths.reference, { signal });
}

export function useAdminReference() {
  return useQuery({ queryKey: configsKeys.reference(), queryFn: ({ signal }) => getAdminReference(signal) });
}
