import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApiPaths as paths, type ResetTokenCheck, type ResetTokenCheckInput } from '@holdfast/shared/accounts';
import { api } from '@/lib/api-client';

/** POST users/reset-password/check: is the mailed link still usable? (POST keeps the token out of URLs and logs.) */
export function checkResetToken(input: ResetTokenCheckInput, signal?: AbortSignal): Promise<ResetTokenCheck> {
  return api.post<ResetTokenCheck>(paths.resetPasswordCheck, input, { anonymous: true, signal });
}

export function useCheckResetToken(input: ResetTokenCheckInput) {
  return useQuery(
    queryOptions({
      queryKey: ['reset-token-check', input.token, input.email] as const,
      queryFn: ({ signal }) => checkResetToken(input, signal),
      // Asked once per visit: a link does not become valid again, and a refetch must not flash the form.
      staleTime: Infinity,
      retry: false,
    }),
  );
}
