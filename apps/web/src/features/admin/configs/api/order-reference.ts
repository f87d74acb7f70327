import { configsApiPaths as paths, type AdminReference } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

/** PUT admin/emotions/order, or admin/faster-categories/{id}/order for one category's behaviours. */
export function orderReference({ categoryId, ids }: { categoryId: number | null; ids: number[] }) {
  return api.put<AdminReference>(categoryId === null ? paths.emotionOrder : paths.fasterOrder(categoryId), { ids });
}

export function useOrderReference() {
  return useConfigsMutation(orderReference, configsKeys.reference(), { setData: true });
}
