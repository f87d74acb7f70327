import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesTexts as t, type UserCourse } from '@holdfast/shared/courses';
import {
  startFakeStripe,
  subscriptionInvoiceEvent,
  type FakeStripe,
  type FakeSubscription,
} from '../../platform/payments/stripe-fake-server';
import { mailOutbox } from '../../platform/mail/mail.table';
import { createAppStoreTestChain, type AppStoreTestChain } from '../../test/app-store-chain';
import { startFakeGooglePlay } from '../../test/google-play-server';
import { buildUser, type TestUser } from '../../test/factories';
import { API, createTestApp, lastMailTo, request, STRONG_PASSWORD, type TestApp } from '../../test/harness';
import { coursePayments, courseSetupIntents } from './courses.table';

// Every test buys with its own users (factories) and reads back only their rows, so the tests pass
// in any order (the server project runs them shuffled).
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const paymentsOf = (app: TestApp, user: { id: number }) => app.db.select().from(coursePayments).where(eq(coursePayments.userId, user.id));

async function paidCourse(app: TestApp, user: TestUser) {
  const courses = (await request(app, user.token).get('/courses')).json() as (UserCourse['course'] & {
    user_course_id: number | null;
    payment_status: string | null;
  })[];
  const c = courses.find((x) => x.slug === 'purity-path')!;
  return {
    course: c,
    oneTime: c.course_payment_info.find((p) => p.stripe_payment_type === 'one-time')!,
    monthly: c.course_payment_info.find((p) => p.stripe_payment_type === 'monthly')!,
  };
}

describe('card purchase with the built-in dev provider', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.app.close());
  const as = (user: TestUser) => request(app, user.token);

  /** `buyer` pays the one-time price with the dev provider's good test card. */
  async function buyWithDevCard(buyer: TestUser) {
    const { course, oneTime } = await paidCourse(app, buyer);
    const setup = (await as(buyer).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json();
    const card = { client_secret: setup.client_secret, card_number: '4242 4242 4242 4242', exp_month: 1, exp_year: 2031, cvc: '123' };
    expect((await as(buyer).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, card)).statusCode).toBe(200);
    const paid = await as(buyer).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: oneTime.id,
      payment_medium_type: 'dev-card',
      transaction_id: setup.setup_intent_id,
    });
    expect(paid.statusCode).toBe(200);
  }

  it('an unpaid paid course is refused: items, restart and progress', async () => {
    const me = await buildUser(app);
    const { course, oneTime } = await paidCourse(app, me);
    const setup = await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`);
    const ucId = setup.json().user_course_id as number;
    const lesson = course.lessons[0]!;
    for (const [method, url, body] of [
      ['PUT', `/user-courses/${ucId}/lessons/${lesson.id}/items/${lesson.lesson_items[0]!.id}`, { progress_status: 'in-progress' }],
      ['PUT', `/user-courses/${ucId}`, { progress_status: 'in-progress' }],
      ['PUT', `/user-courses/${ucId}/restart`, undefined],
    ] as const) {
      const res = await as(me).send(method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('payment_required');
    }
    expect((await as(me).get(`/user-courses/${ucId}`)).json()).toMatchObject({ can_access: false, progress_status: 'not-started' });
  });

  it('setup intent: 404 for unknown course or price, 422 for a too-long coupon', async () => {
    const me = await buildUser(app);
    const { course, oneTime } = await paidCourse(app, me);
    expect((await as(me).post(`/courses/${course.id}/course-payment-info/999999/setup-intent`)).statusCode).toBe(404);
    expect((await as(me).post(`/courses/999999/course-payment-info/${oneTime.id}/setup-intent`)).statusCode).toBe(404);
    expect(
      errorsOf(await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`, { coupon_code: 'x'.repeat(65) }))
        .coupon_code,
    ).toEqual(['The field must have a max length of 64']);
  });

  it('test card 4000 0000 0000 0002 is declined and nothing is paid; a forged confirmation is refused', async () => {
    const [me, other] = [await buildUser(app), await buildUser(app)];
    const { course, monthly } = await paidCourse(app, me);
    const setup = (
      await as(me).post(`/courses/${course.id}/course-payment-info/${monthly.id}/setup-intent`, { coupon_code: 'SPRING' })
    ).json();
    expect(setup).toMatchObject({ provider: 'dev', payment_medium_type: 'dev-card', publishable_key: null });
    expect(setup.return_url).toBe(`http://app.test/courses/${course.id}/processing/${monthly.id}/couponCode/SPRING`);
    const card = { client_secret: setup.client_secret, card_number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2030, cvc: '123' };
    const declined = await as(me).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, card);
    expect(declined.statusCode).toBe(422);
    expect(errorsOf(declined).card_number).toEqual([t.cardDeclined]);
    expect(
      errorsOf(await as(me).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, { ...card, card_number: '1234' }))
        .card_number,
    ).toEqual([t.invalidCard]);
    expect(errorsOf(await as(me).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, { ...card, cvc: '1' })).cvc).toEqual([
      'The field is invalid',
    ]);
    // A good card number past its expiry month is refused as Stripe refuses it.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    const expired = await as(me).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, {
      ...card,
      card_number: '4242 4242 4242 4242',
      exp_month: lastMonth.getUTCMonth() + 1,
      exp_year: lastMonth.getUTCFullYear(),
    });
    expect(expired.statusCode).toBe(422);
    expect(errorsOf(expired).exp_month).toEqual([t.cardExpired]);
    // Someone else cannot confirm my intent, even with the secret.
    expect(
      (await as(other).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, { ...card, card_number: '4242424242424242' }))
        .statusCode,
    ).toBe(404);

    const markPaid = (body: object) => as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, body);
    const body = {
      payment_info_id: monthly.id,
      payment_medium_type: 'dev-card',
      transaction_id: setup.setup_intent_id,
      coupon_code: 'SPRING',
    };
    const notConfirmed = await markPaid(body);
    expect(notConfirmed.statusCode).toBe(422);
    expect(errorsOf(notConfirmed).transaction_id).toEqual([t.paymentNotConfirmed]);
    expect((await markPaid({ ...body, transaction_id: 'dev_seti_000000000000000000000000' })).statusCode).toBe(422);
    expect(await paymentsOf(app, me)).toEqual([]);
    expect(await paymentsOf(app, other)).toEqual([]);
  });

  it('test card 4242 4242 4242 4242 succeeds; mark-paid is confirmed with the provider and opens the lessons', async () => {
    const [me, other] = [await buildUser(app), await buildUser(app)];
    const { course, oneTime, monthly } = await paidCourse(app, me);
    const setup = (await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json();
    expect(setup.return_url).toMatch(/couponCode\/none$/);
    const ok = await as(me).post(`/payments/dev/setup-intents/${setup.setup_intent_id}/confirm`, {
      client_secret: setup.client_secret,
      card_number: '4242 4242 4242 4242',
      exp_month: 1,
      exp_year: 2031,
      cvc: '4242',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('succeeded');

    const body = {
      payment_info_id: oneTime.id,
      payment_medium_type: 'dev-card',
      transaction_id: setup.setup_intent_id,
      coupon_code: 'none',
    };
    // Validation of the marking itself.
    expect(errorsOf(await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {}))).toMatchObject({
      payment_info_id: ['The field is required'],
      payment_medium_type: ['The field is required'],
      transaction_id: ['The field is required'],
    });
    expect(
      errorsOf(await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, { ...body, payment_medium_type: 'cash' }))
        .payment_medium_type,
    ).toEqual(['The field is invalid']);
    expect(
      errorsOf(await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, { ...body, payment_medium_type: 'stripe' }))
        .payment_medium_type,
    ).toEqual(['The field is invalid']);
    // The intent was for the one-time price: presenting it for the monthly price is a mismatch.
    expect(
      (await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, { ...body, payment_info_id: monthly.id })).statusCode,
    ).toBe(422);
    // Another user's user course is not found.
    expect((await as(other).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, body)).statusCode).toBe(404);

    const paid = await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(t.transactionCompleted);
    expect(paid.json().user_course).toMatchObject({
      can_access: true,
      user_course_payment_info: { payment_status: 'paid', payment_medium_type: 'dev-card', payment_info_id: oneTime.id },
    });
    // The same confirmation again from the same user is answered the same and changes nothing.
    expect((await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, body)).statusCode).toBe(200);
    expect(await paymentsOf(app, me)).toHaveLength(1);
    expect(await paymentsOf(app, other)).toEqual([]);
    // One receipt, with a subject that does not say what was bought; the body has the details.
    await lastMailTo(app, me.email);
    const receipts = app.mails.filter((mail) => mail.to === me.email.toLowerCase() && mail.subject === 'Your Holdfast receipt');
    expect(receipts).toHaveLength(1);
    const [stored] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, me.email.toLowerCase()), eq(mailOutbox.subject, 'Your Holdfast receipt')));
    expect(stored!.text).toContain(`Course: ${course.name}`);
    expect(stored!.text).toContain('Amount: $79.00, lifetime access');
    expect(stored!.text).toContain(`Reference: ${setup.setup_intent_id}`);

    // The lessons open now.
    const lesson = course.lessons[0]!;
    expect((await as(me).patch('/course-select', { course_id: course.id })).statusCode).toBe(200);
    expect(
      (
        await as(me).put(`/user-courses/${setup.user_course_id}/lessons/${lesson.id}/items/${lesson.lesson_items[0]!.id}`, {
          progress_status: 'completed',
        })
      ).statusCode,
    ).toBe(200);
    // And buying again is refused.
    expect((await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).statusCode).toBe(409);
  });

  it('a replayed confirmation by another user is refused and changes nothing', async () => {
    const [me, other] = [await buildUser(app), await buildUser(app)];
    await buyWithDevCard(me);
    const [mine] = await paymentsOf(app, me);
    const { course } = await paidCourse(app, other);
    const setup = (await as(other).post(`/courses/${course.id}/course-payment-info/${mine!.paymentInfoId}/setup-intent`)).json();
    const replay = await as(other).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: mine!.paymentInfoId,
      payment_medium_type: 'dev-card',
      transaction_id: mine!.transactionId,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(t.transactionUsed);
    expect(await paymentsOf(app, me)).toHaveLength(1);
    expect(await paymentsOf(app, other)).toEqual([]);
    expect((await as(other).get(`/user-courses/${setup.user_course_id}`)).json().can_access).toBe(false);
  });

  it('two tabs get one intent; a course already paid is refused (409 already_paid) before anything is charged (issue 18, defect 1)', async () => {
    const buyer = await buildUser(app);
    const { course, oneTime, monthly } = await paidCourse(app, buyer);
    const intentOf = (infoId: number) =>
      as(buyer)
        .post(`/courses/${course.id}/course-payment-info/${infoId}/setup-intent`)
        .then((r) => r.json());
    const [tabA, tabB] = [await intentOf(oneTime.id), await intentOf(oneTime.id)];
    expect(tabB.setup_intent_id).toBe(tabA.setup_intent_id);
    expect(tabB.client_secret).toBe(tabA.client_secret);
    // A second price of the same course is a second intent; both confirmed with the test card.
    const other = await intentOf(monthly.id);
    expect(other.setup_intent_id).not.toBe(tabA.setup_intent_id);
    const card = { card_number: '4242 4242 4242 4242', exp_month: 1, exp_year: 2031, cvc: '123' };
    for (const i of [tabA, other]) {
      expect(
        (await as(buyer).post(`/payments/dev/setup-intents/${i.setup_intent_id}/confirm`, { ...card, client_secret: i.client_secret }))
          .statusCode,
      ).toBe(200);
    }
    const markPaid = (i: { setup_intent_id: string }, infoId: number) =>
      as(buyer).post(`/user-courses/${tabA.user_course_id}/course-mark-paid`, {
        payment_info_id: infoId,
        payment_medium_type: 'dev-card',
        transaction_id: i.setup_intent_id,
      });
    expect((await markPaid(tabA, oneTime.id)).statusCode).toBe(200);
    expect((await markPaid(tabB, oneTime.id)).statusCode).toBe(200); // the same intent again: a replay
    const second = await markPaid(other, monthly.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'already_paid', message: t.alreadyPaid });
    const rows = await paymentsOf(app, buyer);
    expect(rows.map((r) => [r.transactionId, r.paymentStatus])).toEqual([[tabA.setup_intent_id, 'paid']]);
    // And no new intent is handed out for a paid course.
    expect((await as(buyer).post(`/courses/${course.id}/course-payment-info/${monthly.id}/setup-intent`)).json().code).toBe('already_paid');
  });

  it('the webhook endpoint refuses everything when Stripe is not configured', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: `${API}/payments/stripe/webhook`,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(t.invalidSignature);
  });
});

describe('store purchases (dev receipt verifier)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.app.close());
  const as = (user: TestUser) => request(app, user.token);

  it('verifies a store receipt and marks the course paid; forged receipts are refused', async () => {
    const me = await buildUser(app);
    const { course, monthly } = await paidCourse(app, me);
    const product = monthly.apple_pay_product_id!;
    expect(
      errorsOf(await as(me).post('/in-app/dev-purchase', { payment_medium_type: 'apple-pay', product_id: 'nope' })).product_id,
    ).toEqual([t.offerNotReturned]);
    const bought = (await as(me).post('/in-app/dev-purchase', { payment_medium_type: 'apple-pay', product_id: product })).json();
    const verifyBody = {
      payment_medium_type: 'apple-pay',
      product_id: product,
      transaction_id: bought.transaction_id,
      receipt: bought.receipt,
    };
    expect(errorsOf(await as(me).post('/in-app/verify-purchase', {}))).toMatchObject({
      product_id: ['The field is required'],
      receipt: ['The field is required'],
    });
    const forged = await as(me).post('/in-app/verify-purchase', { ...verifyBody, receipt: 'dev-receipt.forged' });
    expect(forged.statusCode).toBe(422);
    expect(errorsOf(forged).transaction_id).toEqual([t.transactionNotFound]);
    expect(errorsOf(await as(me).post('/in-app/verify-purchase', { ...verifyBody, product_id: 'unknown' })).product_id).toEqual([
      'The field is invalid',
    ]);
    const ok = await as(me).post('/in-app/verify-purchase', verifyBody);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ verified: true, course_id: course.id, payment_info_id: monthly.id });

    const uc = (await as(me).post(`/courses/${course.id}/course-payment-info/${monthly.id}/setup-intent`)).json().user_course_id;
    const mark = { payment_info_id: monthly.id, payment_medium_type: 'apple-pay', transaction_id: bought.transaction_id };
    expect(errorsOf(await as(me).post(`/user-courses/${uc}/course-mark-paid`, mark)).receipt).toEqual(['The field is required']);
    expect(
      errorsOf(await as(me).post(`/user-courses/${uc}/course-mark-paid`, { ...mark, receipt: 'dev-receipt.x' })).transaction_id,
    ).toEqual([t.transactionNotFound]);
    // A google-play marking of an apple receipt fails too.
    expect(
      (await as(me).post(`/user-courses/${uc}/course-mark-paid`, { ...mark, payment_medium_type: 'google-play', receipt: bought.receipt }))
        .statusCode,
    ).toBe(422);
    expect(await paymentsOf(app, me)).toEqual([]);
    const paid = await as(me).post(`/user-courses/${uc}/course-mark-paid`, { ...mark, receipt: bought.receipt });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().user_course.user_course_payment_info.payment_medium_type).toBe('apple-pay');
  });
});

describe('store purchases with the App Store and Google Play configured (local chain, local Play server)', () => {
  let app: TestApp;
  let chain: AppStoreTestChain;
  let play: Awaited<ReturnType<typeof startFakeGooglePlay>>;
  beforeAll(async () => {
    chain = await createAppStoreTestChain();
    play = await startFakeGooglePlay();
    app = await createTestApp({
      APPLE_ROOT_CERTS: chain.rootPath,
      APPLE_BUNDLE_ID: 'org.holdfast.app',
      APPLE_ENVIRONMENT: 'Sandbox',
      APPLE_ONLINE_CHECKS: 'off',
      GOOGLE_PLAY_SERVICE_ACCOUNT: play.serviceAccount,
      GOOGLE_PLAY_PACKAGE_NAME: 'org.holdfast.app',
      GOOGLE_PLAY_API_BASE: play.apiRoot,
    });
  });
  afterAll(async () => {
    await app.app.close();
    await play.close();
    chain.close();
  });
  const as = (user: TestUser) => request(app, user.token);
  const signedTransaction = (productId: string, transactionId: string, bundleId = 'org.holdfast.app') =>
    chain.sign({
      transactionId,
      originalTransactionId: transactionId,
      bundleId,
      productId,
      purchaseDate: Date.now(),
      type: 'Non-Consumable',
      environment: 'Sandbox',
      signedDate: Date.now(),
    });

  it('no dev receipts for a medium whose store is configured', async () => {
    const me = await buildUser(app);
    const { monthly } = await paidCourse(app, me);
    for (const [medium, product] of [
      ['apple-pay', monthly.apple_pay_product_id],
      ['google-play', monthly.google_play_product_id],
    ] as const) {
      expect((await as(me).post('/in-app/dev-purchase', { payment_medium_type: medium, product_id: product })).statusCode).toBe(404);
    }
  });

  it('an App Store transaction signed for the product marks the course paid; one for another bundle or product does not', async () => {
    const me = await buildUser(app);
    const { course, oneTime } = await paidCourse(app, me);
    const product = oneTime.apple_pay_product_id!;
    const uc = (await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json().user_course_id;
    const mark = { payment_info_id: oneTime.id, payment_medium_type: 'apple-pay', transaction_id: `2000${me.id}` };
    const refused = [
      await signedTransaction(product, mark.transaction_id, 'com.example.other'),
      await signedTransaction('org.holdfast.other', mark.transaction_id),
      await signedTransaction(product, '2000999'),
    ];
    for (const receipt of refused) {
      const res = await as(me).post(`/user-courses/${uc}/course-mark-paid`, { ...mark, receipt });
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res).transaction_id).toEqual([t.transactionNotFound]);
    }
    expect(await paymentsOf(app, me)).toEqual([]);
    const receipt = await signedTransaction(product, mark.transaction_id);
    const verified = await as(me).post('/in-app/verify-purchase', {
      payment_medium_type: 'apple-pay',
      product_id: product,
      transaction_id: mark.transaction_id,
      receipt,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, course_id: course.id, payment_info_id: oneTime.id });
    const paid = await as(me).post(`/user-courses/${uc}/course-mark-paid`, { ...mark, receipt });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().user_course.user_course_payment_info.payment_medium_type).toBe('apple-pay');
    expect((await paymentsOf(app, me)).map((p) => p.transactionId)).toEqual([mark.transaction_id]);
  });

  it('a Google Play purchase the Play API answers as purchased marks the course paid and is acknowledged; a cancelled one does not', async () => {
    const me = await buildUser(app);
    const { course, oneTime } = await paidCourse(app, me);
    const product = oneTime.google_play_product_id!;
    const uc = (await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json().user_course_id;
    play.addPurchase('org.holdfast.app', `cancelled-${me.id}`, {
      orderId: `GPA.c${me.id}`,
      productId: product,
      purchaseState: 1,
      acknowledgementState: 0,
    });
    play.addPurchase('org.holdfast.app', `bought-${me.id}`, {
      orderId: `GPA.b${me.id}`,
      productId: product,
      purchaseState: 0,
      acknowledgementState: 0,
    });
    const mark = { payment_info_id: oneTime.id, payment_medium_type: 'google-play' };
    const cancelled = await as(me).post(`/user-courses/${uc}/course-mark-paid`, {
      ...mark,
      transaction_id: `GPA.c${me.id}`,
      receipt: `cancelled-${me.id}`,
    });
    expect(cancelled.statusCode).toBe(422);
    expect(await paymentsOf(app, me)).toEqual([]);
    const paid = await as(me).post(`/user-courses/${uc}/course-mark-paid`, {
      ...mark,
      transaction_id: `GPA.b${me.id}`,
      receipt: `bought-${me.id}`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().user_course.user_course_payment_info.payment_medium_type).toBe('google-play');
    expect(play.purchases.get(`org.holdfast.app/bought-${me.id}`)!.acknowledgementState).toBe(1);
    expect(play.requests.filter((r) => r.path.endsWith(`/tokens/bought-${me.id}:acknowledge`))).toHaveLength(1);
  });
});

describe('card purchase through Stripe (local Stripe-speaking server) and its webhook', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  const secret = 'whsec_holdfast_test';
  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await createTestApp({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_holdfast',
    });
  });
  const as = (user: TestUser) => request(app, user.token);
  const subscriptionsFor = (setupIntentId: string) =>
    [...stripe.subscriptions.values()].filter((x) => x.metadata.setup_intent === setupIntentId);
  afterAll(async () => {
    await app.app.close();
    await stripe.close();
  });

  const event = (id: string, si: { id: string; metadata: Record<string, string> }) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'setup_intent.succeeded',
      data: { object: { id: si.id, object: 'setup_intent', metadata: si.metadata } },
    });
  const postHook = (payload: string, signature: string) =>
    app.app.inject({
      method: 'POST',
      url: `${API}/payments/stripe/webhook`,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('a payment confirmed after the tab closed is marked paid by the signed webhook, once', async () => {
    const me = await buildUser(app);
    const chargesBefore = stripe.charges.length;
    const { course, monthly } = await paidCourse(app, me);
    const setup = (await as(me).post(`/courses/${course.id}/course-payment-info/${monthly.id}/setup-intent`)).json();
    expect(setup).toMatchObject({ provider: 'stripe', payment_medium_type: 'stripe', publishable_key: 'pk_test_holdfast' });
    stripe.succeed(setup.setup_intent_id);
    const payload = event('evt_a', stripe.setupIntents.get(setup.setup_intent_id)!);

    const unsigned = await postHook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(unsigned.statusCode).toBe(400);
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: `${API}/payments/stripe/webhook`,
          headers: { 'content-type': 'application/json' },
          payload,
        })
      ).statusCode,
    ).toBe(400);
    expect(await paymentsOf(app, me)).toEqual([]);

    const ok = await postHook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    const again = await postHook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentsOf(app, me)).toHaveLength(1);
    // A monthly price recurs: one subscription, no one-off charge.
    expect(stripe.charges).toHaveLength(chargesBefore);
    expect(subscriptionsFor(setup.setup_intent_id)).toHaveLength(1);
    expect((await as(me).get(`/user-courses/${setup.user_course_id}`)).json()).toMatchObject({
      can_access: true,
      user_course_payment_info: { payment_status: 'paid', payment_medium_type: 'stripe' },
    });

    // The return page reporting the same setup intent afterwards is answered the same; no second subscription.
    const late = await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: monthly.id,
      payment_medium_type: 'stripe',
      transaction_id: setup.setup_intent_id,
    });
    expect(late.statusCode).toBe(200);
    expect(stripe.charges).toHaveLength(chargesBefore);
    expect(subscriptionsFor(setup.setup_intent_id)).toHaveLength(1);
  });

  it("stores the purchase's Stripe customer (one per member), and the account's erasure deletes it at Stripe; the payment record stays without them", async () => {
    const me = await buildUser(app);
    const { course, oneTime, monthly } = await paidCourse(app, me);
    const first = (await as(me).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json();
    const setup = (await as(me).post(`/courses/${course.id}/course-payment-info/${monthly.id}/setup-intent`)).json();
    const customer = stripe.setupIntents.get(setup.setup_intent_id)!.customer!;
    expect(customer).toMatch(/^cus_/);
    // The second intent (another price) used the customer the first made: one customer per member.
    expect(stripe.setupIntents.get(first.setup_intent_id)!.customer).toBe(customer);
    const stored = await app.db
      .select({ intentId: courseSetupIntents.intentId, customerId: courseSetupIntents.customerId })
      .from(courseSetupIntents)
      .where(eq(courseSetupIntents.userId, me.id));
    expect(stored.map((r) => r.customerId)).toEqual([customer, customer]);
    stripe.succeed(setup.setup_intent_id);
    const paid = await as(me).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: monthly.id,
      payment_medium_type: 'stripe',
      transaction_id: setup.setup_intent_id,
    });
    expect(paid.statusCode).toBe(200);
    expect(subscriptionsFor(setup.setup_intent_id).map((x) => x.status)).toEqual(['active']);

    const erased = await as(me).post('/users/delete', { _method: 'delete', password: STRONG_PASSWORD });
    expect(erased.statusCode).toBe(200);
    await app.ctx.jobs.idle();

    // Stripe deleted the customer (and so ended its subscription); nothing names them here either.
    expect(stripe.customers.has(customer)).toBe(false);
    expect(subscriptionsFor(setup.setup_intent_id).map((x) => x.status)).toEqual(['canceled']);
    expect(await app.db.select().from(courseSetupIntents).where(eq(courseSetupIntents.customerId, customer))).toEqual([]);
    // The payment record is kept (the law's), with no link to the person.
    const kept = await app.db.select().from(coursePayments).where(eq(coursePayments.transactionId, setup.setup_intent_id));
    expect(kept).toEqual([expect.objectContaining({ userId: null, amount: monthly.amount, paymentStatus: 'paid' })]);
    expect(JSON.stringify(kept)).not.toContain(customer);
  });

  it('a webhook about an intent Stripe does not confirm marks nothing', async () => {
    const other = await buildUser(app);
    const subscriptionsBefore = stripe.subscriptions.size;
    const { course, oneTime } = await paidCourse(app, other);
    const setup = (await as(other).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json();
    // Signed, but Stripe's own record says the intent has not succeeded.
    const payload = event('evt_b', stripe.setupIntents.get(setup.setup_intent_id)!);
    expect((await postHook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }))).statusCode).toBe(200);
    expect((await as(other).get(`/user-courses/${setup.user_course_id}`)).json().can_access).toBe(false);
    // Forged mark-paid from the client: Stripe says not succeeded.
    const forged = await as(other).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: oneTime.id,
      payment_medium_type: 'stripe',
      transaction_id: setup.setup_intent_id,
    });
    expect(forged.statusCode).toBe(422);
    stripe.succeed(setup.setup_intent_id);
    const paid = await as(other).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: oneTime.id,
      payment_medium_type: 'stripe',
      transaction_id: setup.setup_intent_id,
    });
    expect(paid.statusCode).toBe(200);
    expect(stripe.charges.at(-1)!.amount).toBe(oneTime.amount);
    // A one-time price is one charge and starts no subscription.
    expect(subscriptionsFor(setup.setup_intent_id)).toEqual([]);
    expect(stripe.subscriptions.size).toBe(subscriptionsBefore);
  });

  it('a second charge that raced the first is refunded through Stripe and recorded; a webhook for a paid course charges nothing (issue 18, defect 1)', async () => {
    const buyer = await buildUser(app);
    const { course, oneTime } = await paidCourse(app, buyer);
    // Two intents for the same price (different coupons), both confirmed by Stripe.js in two tabs.
    const a = (await as(buyer).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`)).json();
    const b = (
      await as(buyer).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`, { coupon_code: 'FRIEND' })
    ).json();
    expect(b.setup_intent_id).not.toBe(a.setup_intent_id);
    stripe.succeed(a.setup_intent_id);
    stripe.succeed(b.setup_intent_id);
    const markPaid = (i: { setup_intent_id: string }) =>
      as(buyer).post(`/user-courses/${a.user_course_id}/course-mark-paid`, {
        payment_info_id: oneTime.id,
        payment_medium_type: 'stripe',
        transaction_id: i.setup_intent_id,
      });
    // The race: while B's charge is on its way to Stripe, A is charged and recorded.
    let first: Awaited<ReturnType<typeof markPaid>> | null = null;
    stripe.beforeNextCharge(async () => {
      first = await markPaid(a);
    });
    const charges = stripe.charges.length;
    const second = await markPaid(b);
    expect(first!.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_paid');
    expect(stripe.charges.length).toBe(charges + 2);
    const chargeB = stripe.charges.at(-1)!;
    expect(chargeB.idempotencyKey).toBe(`course-charge-${b.setup_intent_id}`);
    expect(stripe.refunds.filter((r) => r.payment_intent === chargeB.id)).toHaveLength(1);
    const rows = await paymentsOf(app, buyer);
    expect(rows.map((r) => [r.transactionId, r.paymentStatus]).sort()).toEqual(
      [
        [a.setup_intent_id, 'paid'],
        [b.setup_intent_id, 'refunded'],
      ].sort(),
    );
    expect((await as(buyer).get(`/user-courses/${a.user_course_id}`)).json()).toMatchObject({
      can_access: true,
      user_course_payment_info: { payment_status: 'paid' },
    });

    // A third intent's webhook arriving later: nothing is charged for a course already paid.
    const c = await as(buyer).post(`/courses/${course.id}/course-payment-info/${oneTime.id}/setup-intent`, { coupon_code: 'LATE' });
    expect(c.statusCode).toBe(409);
    const payload = event('evt_late_b', stripe.setupIntents.get(b.setup_intent_id)!);
    const before = stripe.charges.length;
    expect((await postHook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }))).statusCode).toBe(200);
    expect(stripe.charges.length).toBe(before);
    expect(await paymentsOf(app, buyer)).toHaveLength(2);
  });

  it('a monthly price recurs: failed renewals pause the course (not-started items lock), a paid renewal restores it', async () => {
    const buyer = await buildUser(app);
    const { course, monthly } = await paidCourse(app, buyer);
    const setup = (await as(buyer).post(`/courses/${course.id}/course-payment-info/${monthly.id}/setup-intent`)).json();
    stripe.succeed(setup.setup_intent_id, 'pm_card_visa_renewals');
    const paid = await as(buyer).post(`/user-courses/${setup.user_course_id}/course-mark-paid`, {
      payment_info_id: monthly.id,
      payment_medium_type: 'stripe',
      transaction_id: setup.setup_intent_id,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().user_course).toMatchObject({
      can_access: true,
      user_course_payment_info: { payment_status: 'paid', payment_medium_type: 'stripe' },
    });

    const [sub] = subscriptionsFor(setup.setup_intent_id) as [FakeSubscription];
    expect(sub).toMatchObject({
      status: 'active',
      default_payment_method: 'pm_card_visa_renewals',
      metadata: {
        user_id: String(buyer.id),
        course_id: String(course.id),
        payment_info_id: String(monthly.id),
        setup_intent: setup.setup_intent_id,
      },
    });
    expect(sub.items.data.map((i) => i.price)).toEqual([
      expect.objectContaining({ unit_amount: monthly.amount, currency: 'usd', recurring: { interval: 'month' } }),
    ]);
    // Six monthly instalments, then the plan ends by itself.
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(Math.abs(sub.cancel_at! - sixMonths.getTime() / 1000)).toBeLessThan(120);

    // Start the first item (completed), leaving the second one not started.
    const lesson = course.lessons[0]!;
    const [first, second] = lesson.lesson_items;
    const item = (id: number, progress_status: string) =>
      as(buyer).put(`/user-courses/${setup.user_course_id}/lessons/${lesson.id}/items/${id}`, { progress_status });
    expect((await as(buyer).patch('/course-select', { course_id: course.id })).statusCode).toBe(200);
    expect((await item(first!.id, 'completed')).statusCode).toBe(200);

    const invoiceEvent = (id: string, type: string) => subscriptionInvoiceEvent(id, type, sub);
    const signed = (payload: string) => postHook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
    const status = async () =>
      (await as(buyer).get(`/user-courses/${setup.user_course_id}`)).json().user_course_payment_info.payment_status;

    // The renewal fails: Stripe marks the subscription past_due and reports invoice.payment_failed.
    stripe.setSubscriptionStatus(sub.id, 'past_due');
    const failed = invoiceEvent('evt_renewal_failed', 'invoice.payment_failed');
    expect((await signed(failed)).json()).toEqual({ received: true, duplicate: false });
    expect(await status()).toBe('paused');
    expect((await as(buyer).get(`/user-courses/${setup.user_course_id}`)).json().can_access).toBe(true);
    const locked = await item(second!.id, 'in-progress');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('item_locked');
    expect((await item(first!.id, 'completed')).statusCode).toBe(200);

    // The retried renewal is paid.
    stripe.setSubscriptionStatus(sub.id, 'active');
    expect((await signed(invoiceEvent('evt_renewal_paid', 'invoice.paid'))).json()).toEqual({ received: true, duplicate: false });
    expect(await status()).toBe('paid');

    // Replaying the failure changes nothing.
    expect((await signed(failed)).json()).toEqual({ received: true, duplicate: true });
    expect(await status()).toBe('paid');
    expect((await item(second!.id, 'in-progress')).statusCode).toBe(200);

    // The subscription ends (cancelled after failed retries): paused again.
    stripe.setSubscriptionStatus(sub.id, 'canceled', { endedAt: Math.floor(Date.now() / 1000), reason: 'payment_failed' });
    const ended = JSON.stringify({
      id: 'evt_sub_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...sub, status: 'canceled' } },
    });
    expect((await signed(ended)).statusCode).toBe(200);
    expect(await status()).toBe('paused');

    // Had it run its six months (ended at cancel_at, every instalment paid), access stays for life.
    stripe.setSubscriptionStatus(sub.id, 'canceled', { endedAt: sub.cancel_at!, reason: 'cancellation_requested' });
    const completed = JSON.stringify({
      id: 'evt_plan_done',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { ...sub, status: 'canceled' } },
    });
    expect((await signed(completed)).statusCode).toBe(200);
    expect(await status()).toBe('paid');
    // Still one subscription for this purchase, one payment row, never a one-off charge for it.
    expect(subscriptionsFor(setup.setup_intent_id)).toHaveLength(1);
    expect(stripe.charges.filter((c) => c.payment_method === 'pm_card_visa_renewals')).toEqual([]);
  });
});
