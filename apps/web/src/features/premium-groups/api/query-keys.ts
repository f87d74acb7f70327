import type { ApplicationStatus } from '@holdfast/shared/premium-groups';

/** Every query key of the premium-groups feature; invalidate `premiumKeys.all` to refresh them all. */
export const premiumKeys = {
  all: ['premium-groups'] as const,
  group: (groupId: number) => [...premiumKeys.all, 'group', groupId] as const,
  applicant: (groupId: number, memberId: number) => [...premiumKeys.all, 'applicant', groupId, memberId] as const,
  adminList: (status: ApplicationStatus | 'all', page: number) => [...premiumKeys.all, 'admin', status, page] as const,
  suggested: (applicationId: number) => [...premiumKeys.all, 'suggested', applicationId] as const,
  leaveCharges: (page: number) => [...premiumKeys.all, 'leave-charges', page] as const,
  payment: (memberId: number) => [...premiumKeys.all, 'payment', memberId] as const,
};
