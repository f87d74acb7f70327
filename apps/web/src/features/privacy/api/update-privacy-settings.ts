import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyApiPaths as paths, type PrivacySettingsAnswer, type UpdatePrivacySettingsBody } from '@holdfast/shared/privacy';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const SAVE_FAILED = 'Your privacy settings could not be saved. Please try again.';

/** PUT users/privacy/settings: discreet mode and/or the auto-expiry choice. */
export function updatePrivacySettings(input: UpdatePrivacySettingsBody): Promise<PrivacySettingsAnswer> {
  return api.put<PrivacySettingsAnswer>(paths.settings, input);
}

/** Saves, shows the answer's toast and keeps the shell (its tab title) in step; a refusal says why. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacySettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.privacySettings, answer.item);
      notify.success(answer.message);
    },
    onError: (error) => notify.error(isApiError(error) && error.status < 500 ? error.messages[0]! : SAVE_FAILED),
  });
}
