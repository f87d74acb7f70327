import { useMutation } from '@tanstack/react-query';
import { coursesApiPaths as paths, type SetupIntent } from '@holdfast/shared/courses';
import { api } from '@/lib/api-client';

export function createSetupIntent({
  courseId,
  paymentInfoId,
  couponCode,
}: {
  courseId: number;
  paymentInfoId: number;
  couponCode?: string;
}) {
  return api.post<SetupIntent>(paths.setupIntent(courseId, paymentInfoId), couponCode ? { coupon_code: couponCode } : {});
}

export function useCreateSetupIntent() {
  return useMutation({ mutationFn: createSetupIntent });
}
