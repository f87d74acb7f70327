import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  coursesTexts as t,
  STORE_REFRESH_DELAY_MS,
  STORE_VERIFY_RETRIES,
  STORE_VERIFY_RETRY_DELAY_MS,
  type StoreMedium,
  type UserCourseAnswer,
} from '@holdfast/shared/courses';
import { isApiError } from '@/lib/api-client';
import { listUserCourses } from '@/lib/api/list-user-courses';
import { createDevStorePurchase } from './create-dev-store-purchase';
import { createSetupIntent } from './create-setup-intent';
import { storeUserCourse } from './list-user-courses';
import { markCoursePaid } from './mark-course-paid';
import { verifyStorePurchase } from './verify-store-purchase';

/** A store product of a paid course's price, as the purchase screen offers it. */
export interface StoreProduct {
  medium: StoreMedium;
  productId: string;
  courseId: number;
  paymentInfoId: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The native store path, run against the dev store: order, refresh after 1 s, verify the receipt up to
 * 3 times 1 s apart (a 409 stops at once), find or create the user course, then mark it paid.
 * `onStep` hears each step for the screen's log.
 */
export async function purchaseFromStore(product: StoreProduct, onStep: (line: string) => void = () => {}): Promise<UserCourseAnswer> {
  const { medium, productId, courseId, paymentInfoId } = product;
  const purchase = await createDevStorePurchase({ payment_medium_type: medium, product_id: productId }).catch(() => {
    throw new Error(t.offerNotReturned);
  });
  await sleep(STORE_REFRESH_DELAY_MS);
  let verified = false;
  for (let attempt = 1; attempt <= STORE_VERIFY_RETRIES && !verified; attempt++) {
    onStep(`Verifying receipt (try ${attempt})…`);
    try {
      await verifyStorePurchase({ payment_medium_type: medium, product_id: productId, ...purchase });
      verified = true;
    } catch (e) {
      if (isApiError(e) && e.status === 409) throw e;
      if (attempt < STORE_VERIFY_RETRIES) await sleep(STORE_VERIFY_RETRY_DELAY_MS);
    }
  }
  if (!verified) throw new Error(t.transactionNotFound);
  const userCourse = (await listUserCourses()).find((c) => c.course_id === courseId);
  // Only 'Get Access' (the setup intent) assigns a paid course not yet paid; course-select refuses it.
  const userCourseId = userCourse?.id ?? (await createSetupIntent({ courseId, paymentInfoId })).user_course_id;
  return markCoursePaid({
    userCourseId,
    payment_info_id: paymentInfoId,
    payment_medium_type: medium,
    transaction_id: purchase.transaction_id,
    receipt: purchase.receipt,
  });
}

/** The store purchase as one mutation: the paid user course goes into the cached list when it succeeds. */
export function useStorePurchase(onStep?: (line: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (product: StoreProduct) => purchaseFromStore(product, onStep),
    onSuccess: (answer) => storeUserCourse(client, answer.user_course),
  });
}
