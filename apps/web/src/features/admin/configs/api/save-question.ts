import { configsApiPaths as paths, type AdminForm, type QuestionBody } from '@holdfast/shared/admin';
import { apiRequest } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

/** POST admin/forms/{id}/questions (a new question) or PUT admin/form-questions/{id} (an edit). */
export function saveQuestion({ formId, questionId, body }: { formId: number; questionId: number | null; body: QuestionBody }) {
  return apiRequest<AdminForm>(questionId === null ? paths.formQuestions(formId) : paths.formQuestion(questionId), {
    method: questionId === null ? 'POST' : 'PUT',
    body,
  });
}

export function useSaveQuestion(formId: number) {
  return useConfigsMutation(saveQuestion, configsKeys.form(formId), { setData: true });
}
