import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OkResponse } from '@holdfast/shared/common';
import { accountsApiPaths as paths } from '@holdfast/shared/accounts';

export function resendVerification(): Promise<OkResponse> {
  return api.post(paths.resendVerification);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
