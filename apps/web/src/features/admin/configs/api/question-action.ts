import { configsApiPaths as paths, type AdminForm } from '@holdfast/shared/admin';
import { apiRequest } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

type Action =
  { kind: 'retire' | 'restore'; id: number } | { kind: 'delete'; id: number } | { kind: 'order'; formId: number; ids: number[] };

/** PUT admin/form-questions/{id}/retired, DELETE admin/form-questions/{id}, PUT admin/forms/{id}/question-order. */
export function questionAction(action: Action): Promise<AdminForm> {
  const [path, method, body] =
    action.kind === 'order'
      ? [paths.formQuestionOrder(action.formId), 'PUT' as const, { ids: action.ids }]
      : action.kind === 'delete'
        ? [paths.formQuestion(action.id), 'DELETE' as const, undefined]
        : [paths.formQuestionRetired(action.id), 'PUT' as const, { retired: action.kind === 'retire' }];
  return apiRequest<AdminForm>(path, { method, body });
}

export function useQuestionAction(formId: number) {
  return useConfigsMutation(questionAction, configsKeys.form(formId), { setData: true });
}
