import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type DigestSettings } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** PUT accountability-partners/digest. */
export function updateDigestSettings(enabled: boolean): Promise<DigestSettings> {
  return api.put<DigestSettings>(paths.digest, { enabled });
}

export function useUpdateDigestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDigestSettings,
    onSuccess: (settings) => queryClient.setQueryData(accountabilityKeys.digest(), settings),
  });
}
