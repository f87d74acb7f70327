import { useQuery } from '@tanstack/react-query';
import { configsApiPaths as paths, type AdminForm } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { configsKeys } from './query-keys';

/** GET admin/forms/{id}: a form with every question, retired ones too. */
export function getForm(id: number, signal?: AbortSignal): Promise<AdminForm> {
  return api.get<AdminForm>(paths.form(id), { signal });
}

export function useGetForm(id: number) {
  return useQuery({ queryKey: configsKeys.form(id), queryFn: ({ signal }) => getForm(id, signal) });
}
