import { messagesInfoQueryKey } from '@/lib/api/get-messages-info';

/** Every query key of the messaging feature; invalidate `messagingKeys.all` to refresh them all. */
export const messagingKeys = {
  all: ['messaging'] as const,
  /** The shell's unread badge reads it too (lib/api/get-messages-info). */
  info: () => messagesInfoQueryKey,
  requests: () => [...messagingKeys.all, 'requests'] as const,
  blocked: () => [...messagingKeys.all, 'blocked'] as const,
  /** One chat's pages, by its API path. */
  chat: (path: string) => [...messagingKeys.all, 'chat', path] as const,
  partner: (id: number) => [...messagingKeys.all, 'partner', id] as const,
  group: (id: number) => [...messagingKeys.all, 'group', id] as const,
};
