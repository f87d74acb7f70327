import { accountabilityApiPaths, type CreatePartnerRequestInput } from '@holdfast/shared/accountability';
import { anonymousAuthorTexts as a } from '@holdfast/shared/community';
import { api } from '@/lib/api-client';
import { useCommunityMutation } from './community-mutation';

/**
 * POST accountability-partners by a post's author_handle: a mutual partner request to the post's
 * author (an anonymous one stays unnamed to the reader until they accept).
 */
export const askAuthorToPartner = (handle: string) =>
  api.post(accountabilityApiPaths.partners, {
    action_type: 'user',
    request_type: 'mutual',
    author_handle: handle,
  } satisfies CreatePartnerRequestInput);
export const useAskAuthorToPartner = () =>
  useCommunityMutation(askAuthorToPartner, { success: () => a.partnerSent, failure: a.partnerFailed });
