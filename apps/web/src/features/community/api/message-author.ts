import { anonymousAuthorTexts as a } from '@holdfast/shared/community';
import { messagingApiPaths, type CreateMessagingRequestBody } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/**
 * POST messaging-requests by a post's author_handle: a community chat request to the post's author.
 * The server finds the author; an anonymous one stays 'Anonymous member' to the reader until they accept.
 */
export const messageAuthor = (handle: string) =>
  api.post(messagingApiPaths.requests, { user_type: 'community', author_handle: handle } satisfies CreateMessagingRequestBody);
export const useMessageAuthor = () => useCommunityMutation(messageAuthor, { success: () => a.messageSent, failure: a.messageFailed });
