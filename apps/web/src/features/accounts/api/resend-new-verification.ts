import { useMutation } from '@tanstack/react-query';
import { accountsApiPaths as paths } from '@holdfast/shared/accounts';
import type { OkResponse } from '@holdfast/shared/common';
import { api } from '@/lib/api-client';

/** POST users/resend-new-verification: the pending change's link, mailed again to the new address. */
export function resendNewVerification(email: string): Promise<OkResponse> {
  return api.post(paths.resendNewVerification, { email });
}

export function useResendNewVerification() {
  return useMutation({ mutationFn: resendNewVerification });
}
