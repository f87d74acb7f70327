import { configsApiPaths as paths, type AdminForm } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

/** POST admin/forms: a new empty form. */
export function createForm(input: { name: string }): Promise<AdminForm> {
  return api.post<AdminForm>(paths.forms, input);
}

export function useCreateForm() {
  return useConfigsMutation(createForm, configsKeys.forms());
}
