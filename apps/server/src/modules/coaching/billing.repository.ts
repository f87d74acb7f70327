import { sql } from 'drizzle-orm';
import { COACH_TRIAL_DAYS, type SubscriptionStatus } from '@holdfast/shared/coaching';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

/** Coach billing's statements: the billing columns of coaches, and the webhook events handled. */

/** Keeps the first customer stored for the coach (two setup requests at once agree on one); answers it. */
export async function storeCustomerId(db: Db, coachId: number, customerId: string): Promise<string> {
  const row = await selectRow<{ customer_id: string }>(
    db,
    sql`update coaches set customer_id = coalesce(customer_id, ${customerId}), updated_at = now() where id = ${coachId} returning customer_id`,
  );
  return row?.customer_id ?? customerId;
}

/**
 * Billing set up: the first subscription stored stays the coach's (two completions at once agree
 * on one); answers the coach's subscription id.
 */
export async function completeBillingSetup(
  db: Db,
  coachId: number,
  values: { subscriptionId: string; setupIntentId: string; billedQuantity: number },
): Promise<string | null> {
  const row = await selectRow<{ subscription_id: string | null }>(
    db,
    sql`update coaches set is_billing_setup_complete = true,
          subscription_id = coalesce(subscription_id, ${values.subscriptionId}),
          setup_intent_id = case when subscription_id is null then ${values.setupIntentId} else setup_intent_id end,
          billed_quantity = case when subscription_id is null then ${values.billedQuantity} else billed_quantity end,
          updated_at = now()
        where id = ${coachId} returning subscription_id`,
  );
  return row?.subscription_id ?? null;
}

export async function storeSetupIntent(db: Db, coachId: number, setupIntentId: string) {
  await selectRows(db, sql`update coaches set setup_intent_id = ${setupIntentId}, updated_at = now() where id = ${coachId}`);
}

/** The first invite starts the trial's clock once: answers the trial's end when this call set it, else null. */
export async function startTrialClock(db: Db, coachId: number): Promise<string | null> {
  const row = await selectRow<{ trial_end: string }>(
    db,
    // Whole seconds, as the provider keeps a trial's end.
    sql`update coaches set first_client_invited_at = date_trunc('second', now()),
          trial_end = date_trunc('second', now()) + make_interval(days => ${COACH_TRIAL_DAYS}), updated_at = now()
        where id = ${coachId} and first_client_invited_at is null returning trial_end`,
  );
  return row?.trial_end ?? null;
}

/** Stores the provider's status; answers the one before it when it changed (the row is locked until the caller's commit), else undefined. */
export async function storeSubscriptionStatus(
  db: Db,
  coachId: number,
  status: SubscriptionStatus,
): Promise<{ previous: SubscriptionStatus | null; user_id: number | null } | undefined> {
  const row = await selectRow<{ previous: SubscriptionStatus | null; user_id: number | null }>(
    db,
    sql`with old as (select id, subscription_status from coaches where id = ${coachId} for update)
        update coaches c set subscription_status = ${status}, updated_at = now() from old
        where c.id = old.id and old.subscription_status is distinct from ${status}
        returning old.subscription_status as previous, c.user_id`,
  );
  return row ?? undefined;
}

export async function storeBilledQuantity(db: Db, coachId: number, quantity: number) {
  await selectRows(
    db,
    sql`update coaches set billed_quantity = ${quantity}, updated_at = now() where id = ${coachId} and billed_quantity <> ${quantity}`,
  );
}

/** The accounts of the coach's accepted clients (whom a status change reaches). */
export async function listAcceptedClientUserIds(db: Db, coachId: number): Promise<number[]> {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select user_id from coach_users where coach_id = ${coachId} and request_status = 'accepted' and user_id is not null order by id`,
  );
  return rows.map((r) => Number(r.user_id));
}

export async function findCoachIdBySubscription(db: Db, subscriptionId: string): Promise<number | null> {
  const row = await selectRow<{ id: number }>(db, sql`select id from coaches where subscription_id = ${subscriptionId}`);
  return row ? Number(row.id) : null;
}

/** Every coach with a subscription (the nightly reconcile). */
export async function listSubscribedCoachIds(db: Db): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from coaches where subscription_id is not null order by id`);
  return rows.map((r) => Number(r.id));
}

/** Records a provider event once: false when it was already handled (or is being handled). */
export async function recordBillingEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const rows = await selectRows<{ event_id: string }>(
    db,
    sql`insert into coach_billing_events (event_id, type) values (${eventId}, ${type}) on conflict do nothing returning event_id`,
  );
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so the provider's retry is handled. */
export async function forgetBillingEvent(db: Db, eventId: string) {
  await selectRows(db, sql`delete from coach_billing_events where event_id = ${eventId}`);
}
