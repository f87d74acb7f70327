import { configsApiPaths as paths } from '@holdfast/shared/admin';
import type { ContentEditInput, ContentItem } from '@holdfast/shared/check-ins';
import { api } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

/** PUT admin/emotions/{id} or admin/faster-emotions/{id}: rename or hide. */
export function updateReferenceItem({ kind, id, edit }: { kind: 'emotion' | 'faster'; id: number; edit: ContentEditInput }) {
  return api.put<ContentItem>(kind === 'emotion' ? paths.emotion(id) : paths.fasterEmotion(id), edit);
}

export function useUpdateReferenceItem() {
  return useConfigsMutation(updateReferenceItem, configsKeys.reference());
}
