import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths as paths, type UndoEmailChangeAnswer, type UndoEmailChangeInput } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';

export function undoEmailChange(input: UndoEmailChangeInput): Promise<UndoEmailChangeAnswer> {
  return api.post(paths.undoEmailChange, input, { anonymous: true });
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
