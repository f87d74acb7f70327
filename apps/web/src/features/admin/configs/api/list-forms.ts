import { useQuery } from '@tanstack/react-query';
import { configsApiPaths as paths, type AdminFormList } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { configsKeys } from './query-keys';

/** GET admin/forms: the dynamic forms and what uses them. */
export function listForms(signal?: AbortSignal): Promise<AdminFormList> {
  return api.get<AdminFormList>(paths.forms, { signal });
}

export function useListForms() {
  return useQuery({ queryKey: configsKeys.forms(), queryFn: ({ signal }) => listForms(signal) });
}
