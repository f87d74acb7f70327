import { useMutation } from '@tanstack/react-query';
import { premiumApiPaths as paths, type ApplicationBody, type ApplicationWriteResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';

/** POST premium-groups/applications (signed in): the form as it stands. */
export function submitApplication(body: ApplicationBody): Promise<ApplicationWriteResponse> {
  return api.post<ApplicationWriteResponse>(paths.applications, body);
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
