import { premiumApiPaths as paths, premiumTexts as t, type ApplicantWriteResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { useApplicantAction, type MemberRef } from './applicant-action';

/** PATCH groups/{id}/members/{memberId}/application/mark-review: Start Review (applied -> in-review). */
export const markReview = ({ groupId, memberId }: MemberRef) => api.patch<ApplicantWriteResponse>(paths.markReview(groupId, memberId), {});
export const useMarkReview = () => useApplicantAction(markReview, t.reviewFailure);
