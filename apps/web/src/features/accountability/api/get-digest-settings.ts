import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountabilityApiPaths as paths, type DigestSettings } from '@holdfast/shared/accountability';
import { api } from '@/lib/api-client';
import { accountabilityKeys } from './query-keys';

/** GET accountability-partners/digest: whether I get the Monday digest about the people I hold accountable. */
export function getDigestSettings(signal?: AbortSignal): Promise<DigestSettings> {
  return api.get<DigestSettings>(paths.digest, { signal });
}

export function useGetDigestSettings() {
  return useQuery(queryOptions({ queryKey: accountabilityKeys.digest(), queryFn: ({ signal }) => getDigestSettings(signal) }));
}
