import { premiumApiPaths as paths, premiumTexts as t } from '@holdfast/shared/premium-groups';
import { api } from '@/lib/api-client';
import { useApplicantAction, type MemberRef } from './applicant-action';

/** POST groups/{id}/members/{memberId}/application/resend-pre-payment: the pre-payment mail again. */
export const resendPrePayment = ({ groupId, memberId }: MemberRef) =>
  api.post<{ message: string }>(paths.resendPrePayment(groupId, memberId), {});
export const useResendPrePayment = () => useApplicantAction(resendPrePayment, t.prePaymentMailFailure);
