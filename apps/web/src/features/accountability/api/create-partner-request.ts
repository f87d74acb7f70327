import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountabilityApiPaths as paths,
  type CreatePartnerRequestInput,
  type PartnerWriteResponse,
} from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** POST accountability-partners: a request by e-mail or to a known user. */
export function createPartnerRequest(input: CreatePartnerRequestInput): Promise<PartnerWriteResponse> {
  return api.post<PartnerWriteResponse>(paths.partners, input);
}

export function useCreatePartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartnerRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountabilityKeys.all }),
  });
}
