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
  /** Who a coach chat is with: the coach's clients, or the client's coach. */
  coachClients: () => [...messagingKeys.all, 'coach-clients'] as const,
  myCoach: () => [...messagingKeys.all, 'my-coach'] as const,
};
