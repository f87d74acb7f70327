import { configsApiPaths as paths, type AdminCommunityContent } from '@holdfast/shared/admin';
import { apiRequest } from '@/lib/api-client';
import { useConfigsMutation } from './configs-mutation';
import { configsKeys } from './query-keys';

type Action =
  | { kind: 'add'; key: string; name: string; description: string }
  | { kind: 'edit'; id: number; name: string; description: string }
  | { kind: 'order'; key: string; ids: number[] };

/** POST admin/community/categories/{key}/topics, PUT admin/community/topics/{id}, PUT …/topic-order. */
export function topicAction(a: Action): Promise<AdminCommunityContent> {
  const [path, method, body] =
    a.kind === 'add'
      ? [paths.communityTopics(a.key), 'POST' as const, { name: a.name, description: a.description }]
      : a.kind === 'edit'
        ? [paths.communityTopic(a.id), 'PUT' as const, { name: a.name, description: a.description }]
        : [paths.communityTopicOrder(a.key), 'PUT' as const, { ids: a.ids }];
  return apiRequest<AdminCommunityContent>(path, { method, body });
}

export function useTopicAction() {
  return useConfigsMutation(topicAction, configsKeys.community(), { setData: true });
}
