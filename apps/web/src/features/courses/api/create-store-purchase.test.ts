import { afterEach, describe, expect, it, vi } from 'vitest';
import { coursesTexts as t } from '@holdfast/shared/courses';
import { asPlatform } from '@/test/coach-billing';
import { mockApi } from '@/test/render';
import { purchaseFromStore } from './create-store-purchase';

// The store purchase workflow (formerly in the purchase page's click handler): order, verify with
// retries, find or create the user course, mark paid. Real timers: the waits are 1 s each.
const product = { medium: 'apple-pay' as const, productId: 'com.holdfast.purity.monthly', courseId: 7, paymentInfoId: 3 };
const bought = { transaction_id: 'dev-tx-1', receipt: 'dev-receipt.signed' };
const verified = { verified: true, course_id: 7, payment_info_id: 3 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('purchaseFromStore', () => {
  it('retries a failed verification, then marks the existing user course paid with the receipt', async () => {
    let verifyCalls = 0;
    const mark = vi.fn(
      (_init: RequestInit | undefined) => [200, { message: t.transactionCompleted, user_course: { id: 70 } }] as [number, unknown],
    );
    const setupIntent = vi.fn(() => [200, { user_course_id: 99 }] as [number, unknown]);
    mockApi({
      'POST in-app/dev-purchase': [200, bought],
      'POST in-app/verify-purchase': () =>
        ++verifyCalls < 2 ? [422, { message: 'x', errors: { transaction_id: [t.transactionNotFound] } }] : [200, verified],
      'POST user-courses/synchronize': [200, [{ id: 70, course_id: 7 }]],
      'POST courses/7/course-payment-info/3/setup-intent': setupIntent,
      'POST user-courses/70/course-mark-paid': mark,
    });
    const steps: string[] = [];
    await purchaseFromStore(product, (line) => steps.push(line));
    expect(steps).toEqual(['Verifying receipt (try 1)…', 'Verifying receipt (try 2)…']);
    expect(setupIntent).not.toHaveBeenCalled();
    expect(mark).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(mark.mock.calls[0]![0]?.body))).toEqual({
      payment_info_id: 3,
      payment_medium_type: 'apple-pay',
      transaction_id: 'dev-tx-1',
      receipt: 'dev-receipt.signed',
    });
  });

  it('creates the user course through the setup intent when the course is not assigned yet', async () => {
    const mark = vi.fn(() => [200, { message: t.transactionCompleted, user_course: { id: 99 } }] as [number, unknown]);
    mockApi({
      'POST in-app/dev-purchase': [200, bought],
      'POST in-app/verify-purchase': [200, verified],
      'POST user-courses/synchronize': [200, []],
      'POST courses/7/course-payment-info/3/setup-intent': [200, { user_course_id: 99 }],
      'POST user-courses/99/course-mark-paid': mark,
    });
    expect((await purchaseFromStore(product)).user_course).toEqual({ id: 99 });
    expect(mark).toHaveBeenCalledTimes(1);
  });

  it('gives up after three failed verifications with the spec message, and marks nothing', async () => {
    const mark = vi.fn(() => [200, {}] as [number, unknown]);
    const verify = vi.fn(() => [422, { message: 'x', errors: {} }] as [number, unknown]);
    mockApi({
      'POST in-app/dev-purchase': [200, bought],
      'POST in-app/verify-purchase': verify,
      'POST user-courses/70/course-mark-paid': mark,
    });
    await expect(purchaseFromStore(product)).rejects.toThrow(t.transactionNotFound);
    expect(verify).toHaveBeenCalledTimes(3);
    expect(mark).not.toHaveBeenCalled();
  }, 15_000);

  it('stops at once on a 409 (a transaction already used)', async () => {
    const verify = vi.fn(() => [409, { message: t.transactionUsed }] as [number, unknown]);
    mockApi({ 'POST in-app/dev-purchase': [200, bought], 'POST in-app/verify-purchase': verify });
    await expect(purchaseFromStore(product)).rejects.toMatchObject({ status: 409 });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('answers the spec message when the store offers nothing', async () => {
    mockApi({ 'POST in-app/dev-purchase': [422, { message: 'x', errors: { product_id: [t.offerNotReturned] } }] });
    await expect(purchaseFromStore(product)).rejects.toThrow(t.offerNotReturned);
  });
});

// Inside the native wrapper the order comes from the app store (lib/native/purchases.ts, mocked at its
// boundary), and the same server verification decides; the store's transaction is finished only after it.
const store = vi.hoisted(() => ({
  orderFromStore: vi.fn(async () => ({ transaction_id: 'GPA.1234', receipt: 'play-purchase-token' })),
  finishStoreOrder: vi.fn(async () => {}),
}));
vi.mock('@/lib/native/purchases', () => store);

describe('purchaseFromStore in the native app', () => {
  afterEach(() => {
    asPlatform(null);
    store.orderFromStore.mockClear();
    store.finishStoreOrder.mockClear();
  });

  it('orders from the store (not the dev store), has the server verify its receipt, then finishes it', async () => {
    asPlatform('android');
    const order: string[] = [];
    store.finishStoreOrder.mockImplementationOnce(async () => void order.push('finish'));
    const dev = vi.fn(() => [200, bought] as [number, unknown]);
    const verify = vi.fn((init: RequestInit | undefined) => {
      order.push('verify');
      return [200, { ...verified, body: JSON.parse(String(init?.body)) }] as [number, unknown];
    });
    mockApi({
      'POST in-app/dev-purchase': dev,
      'POST in-app/verify-purchase': verify,
      'POST user-courses/synchronize': [200, [{ id: 70, course_id: 7 }]],
      'POST user-courses/70/course-mark-paid': [200, { message: t.transactionCompleted, user_course: { id: 70 } }],
    });
    await purchaseFromStore({ ...product, medium: 'google-play', productId: 'course.sub', productType: 'subscription' });
    expect(dev).not.toHaveBeenCalled();
    expect(store.orderFromStore).toHaveBeenCalledWith('course.sub', 'subscription');
    expect(JSON.parse(String(verify.mock.calls[0]![0]?.body))).toMatchObject({
      payment_medium_type: 'google-play',
      product_id: 'course.sub',
      transaction_id: 'GPA.1234',
      receipt: 'play-purchase-token',
    });
    expect(store.finishStoreOrder).toHaveBeenCalledWith('android', { transaction_id: 'GPA.1234', receipt: 'play-purchase-token' });
    expect(order).toEqual(['verify', 'finish']);
  });

  it("says the store's own message when the order fails, and finishes nothing", async () => {
    asPlatform('ios');
    store.orderFromStore.mockRejectedValueOnce(new Error(t.notPurchased));
    const verify = vi.fn(() => [200, verified] as [number, unknown]);
    mockApi({ 'POST in-app/verify-purchase': verify });
    await expect(purchaseFromStore(product)).rejects.toThrow(t.notPurchased);
    expect(verify).not.toHaveBeenCalled();
    expect(store.finishStoreOrder).not.toHaveBeenCalled();
  });
});
