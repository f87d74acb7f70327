/** Every query key of the community feature; invalidate `communityKeys.all` to refresh them all. */
export const communityKeys = {
  all: ['community'] as const,
  categories: () => [...communityKeys.all, 'categories'] as const,
  topics: (key: string) => [...communityKeys.all, 'topics', key] as const,
  topic: (id: number) => [...communityKeys.all, 'topic', id] as const,
  threads: (topicId: number, page: number) => [...communityKeys.all, 'threads', topicId, page] as const,
  thread: (id: number) => [...communityKeys.all, 'thread', id] as const,
  recommended: (ids: readonly number[]) => [...communityKeys.all, 'recommended', ...ids] as const,
  replies: (threadId: number, page: number) => [...communityKeys.all, 'replies', threadId, page] as const,
  nested: (threadId: number, parentId: number) => [...communityKeys.all, 'nested', threadId, parentId] as const,
  favourites: (threadId: number) => [...communityKeys.all, 'favourites', threadId] as const,
  myReactions: (threadId: number) => [...communityKeys.all, 'my-reactions', threadId] as const,
  watchedThreads: () => [...communityKeys.all, 'watched-threads'] as const,
  watchedTopics: () => [...communityKeys.all, 'watched-topics'] as const,
  userReplies: (userId: number) => [...communityKeys.all, 'user-replies', userId] as const,
};
