import {
  premiumApiPaths as paths,
  premiumTexts as t,
  type ApplicantWriteResponse,
  type RejectApplicantBody,
} from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { useApplicantAction, type MemberRef } from './applicant-action';

/** PATCH groups/{id}/members/{memberId}/application/mark-rejected with the reason. */
export const rejectApplicant = ({ groupId, memberId, body }: MemberRef & { body: RejectApplicantBody }) =>
  api.patch<ApplicantWriteResponse>(paths.markRejected(groupId, memberId), body);
export const useRejectApplicant = () => useApplicantAction(rejectApplicant, t.rejectFailure);
