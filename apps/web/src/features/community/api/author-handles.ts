import { accountabilityApiPaths, type CreatePartnerRequestInput } from '@holdfast/shared/accountability';
import { anonymousAuthorTexts as a, communityToasts as toasts } from '@holdfast/shared/community';
import { messagingApiPaths, type CreateMessagingRequestBody } from '@holdfast/shared/messaging';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-writes';

type Message = { message: string };

/**
 * What a reader does about a post's author through the post's author_handle: the server
 * finds the author, and an anonymous one stays 'Anonymous member' to the reader until they accept.
 */

/** POST messaging-requests by handle: a community chat request to the post's author. */
export const useMessageAuthor = () =>
  useCommunityMutation(
    (handle: string) =>
      api.post(messagingApiPaths.requests, { user_type: 'community', author_handle: handle } satisfies CreateMessagingRequestBody),
    { success: () => a.messageSent, failure: a.messageFailed },
  );

/** POST accountability-partners by handle: a mutual partner request to the post's author. */
export const useAskAuthorToPartner = () =>
  useCommunityMutation(
    (handle: string) =>
      api.post(accountabilityApiPaths.partners, {
        action_type: 'user',
        request_type: 'mutual',
        author_handle: handle,
      } satisfies CreatePartnerRequestInput),
    { success: () => a.partnerSent, failure: a.partnerFailed },
  );

export const useFlagAuthor = () =>
  useCommunityMutation(
    ({ handle, reason }: { handle: string; reason: string }) => api.post<Message>(`community/authors/${handle}/flag`, { reason }),
    {
      success: (answer) => answer.message,
      failure: toasts.flagUser,
    },
  );

export const useBlockAuthor = () =>
  useCommunityMutation((handle: string) => api.post<Message>(`community/authors/${handle}/block`), {
    success: (answer) => answer.message,
    failure: a.block,
  });
