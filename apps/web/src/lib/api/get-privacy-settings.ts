import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyApiPaths as paths, type PrivacySettings } from '@holdfast/shared/privacy';
import { api } from '../api-client';
import { useToken } from '../use-token';
import { queryKeys } from './query-keys';

/** GET users/privacy/settings: discreet mode and the auto-expiry choice. */
export function getPrivacySettings(signal?: AbortSignal): Promise<PrivacySettings> {
  return api.get<PrivacySettings>(paths.settings, { signal });
}

export function getPrivacySettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.privacySettings, queryFn: ({ signal }) => getPrivacySettings(signal), staleTime: 60_000 });
}

/** The signed-in member's privacy settings; no call without a token. */
export function usePrivacySettings() {
  const token = useToken();
  return useQuery({ ...getPrivacySettingsQueryOptions(), enabled: Boolean(token) });
}
