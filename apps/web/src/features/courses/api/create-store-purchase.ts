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
import { currentPlatform, isNativePlatform } from '@/lib/platform';
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
  /** The store's kind of product (in_app_products' product_type). */
  productType?: 'one-time' | 'subscription';
}

/**
 * Order the product: from the app store inside the native wrapper (lib/native/purchases.ts, loaded only
 * there), from the dev store on the web (the test screen). Either answers what the server's receipt
 * verifier checks.
 */
async function order(product: StoreProduct) {
  if (!isNativePlatform()) return createDevStorePurchase({ payment_medium_type: product.medium, product_id: product.productId });
  const { orderFromStore } = await import('@/lib/native/purchases');
  return orderFromStore(product.productId, product.productType ?? 'one-time');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The native store path (against the dev store on the web): order, refresh after 1 s, verify the receipt up to
 * 3 times 1 s apart (a 409 stops at once), find or create the user course, then mark it paid.
 * `onStep` hears each step for the screen's log.
 */
export async function purchaseFromStore(product: StoreProduct, onStep: (line: string) => void = () => {}): Promise<UserCourseAnswer> {
  const { medium, productId, courseId, paymentInfoId } = product;
  const purchase = await order(product).catch((e: unknown) => {
    throw new Error(e instanceof Error && !isApiError(e) && e.message ? e.message : t.offerNotReturned);
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
  // Verified by the server: the store's transaction is finished (Android acknowledges it).
  if (isNativePlatform()) {
    const { finishStoreOrder } = await import('@/lib/native/purchases');
    await finishStoreOrder(currentPlatform() as 'ios' | 'android', purchase);
  }
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
