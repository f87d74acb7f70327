import { useQuery } from '@tanstack/react-query';
import { configsApiPaths as paths, type AdminCommunityContent } from '@holdfast/shared/admin';
import { api } from '@/lib/api-client';
import { configsKeys } from './query-keys';

/** GET admin/community-content: topics, the thread lists and the policy. */
export function getCommunityContent(signal?: AbortSignal): Promise<AdminCommunityContent> {
  return api.get<AdminCommunityContent>(paths.communityContent, { signal });
}

export function useCommunityContent() {
  return useQuery({ queryKey: configsKeys.community(), queryFn: ({ signal }) => getCommunityContent(signal) });
}
