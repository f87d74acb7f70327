import { premiumApiPaths as paths, premiumTexts as t, type ApplicantWriteResponse } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { useApplicantAction, type MemberRef } from './applicant-action';

/** PATCH groups/{id}/members/{memberId}/application/accept: in-review -> accepted; the pre-payment mail goes out. */
export const acceptApplicant = ({ groupId, memberId }: MemberRef) => api.patch<ApplicantWriteResponse>(paths.accept(groupId, memberId), {});
export const useAcceptApplicant = () => useApplicantAction(acceptApplicant, t.acceptFailure);
