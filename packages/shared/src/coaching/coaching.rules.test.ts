import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COACH_PRICE_TIERS, COACH_REQUEST_STATUSES, SUBSCRIPTION_STATUSES } from './coaching.constants';
import { coachingOpen, formatCents, monthlyTotalCents, orderClients, paymentFailed, unitPriceCents } from './coaching.rules';

/** Spec 3 section 9, read as volume tiers: the tier the number of clients reaches prices every client. */
const SPEC_UNIT = (n: number) => (n <= 4 ? 1500 : n <= 9 ? 1200 : 800);
const clientsArb = fc.integer({ min: 1, max: 5000 });
/** The first client count of each tier after the first (5 and 10). */
const TIER_STARTS = COACH_PRICE_TIERS.slice(0, -1).map((t) => t.upTo! + 1);

describe('the coach price (volume tiers)', () => {
  it("gives the spec's table", () => {
    const table: [number, number][] = [
      [0, 0],
      [1, 1500],
      [2, 3000],
      [4, 6000],
      [5, 6000],
      [6, 7200],
      [9, 10_800],
      [10, 8000],
      [11, 8800],
      [25, 20_000],
    ];
    for (const [clients, cents] of table) expect(monthlyTotalCents(clients), `${clients} clients`).toBe(cents);
    expect([1, 4, 5, 9, 10, 100].map(unitPriceCents)).toEqual([1500, 1500, 1200, 1200, 800, 800]);
    expect(TIER_STARTS).toEqual([5, 10]);
  });

  it('prices every client at the unit price of the tier the count reaches', () => {
    fc.assert(
      fc.property(clientsArb, (n) => {
        expect(unitPriceCents(n)).toBe(SPEC_UNIT(n));
        expect(monthlyTotalCents(n)).toBe(n * SPEC_UNIT(n));
      }),
    );
  });

  it('never raises the unit price as clients are added', () => {
    fc.assert(
      fc.property(clientsArb, clientsArb, (a, b) => {
        expect(unitPriceCents(Math.max(a, b))).toBeLessThanOrEqual(unitPriceCents(Math.min(a, b)));
      }),
    );
  });

  it('adds one unit price per client inside a tier; the total can fall only where a tier starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (n) => {
        const step = monthlyTotalCents(n + 1) - monthlyTotalCents(n);
        if (n === 0 || !TIER_STARTS.includes(n + 1)) expect(step).toBe(unitPriceCents(n + 1));
        else expect(step).toBeLessThanOrEqual(0);
      }),
    );
    // Where it falls: 9 clients cost more than 10; 4 and 5 cost the same.
    expect(monthlyTotalCents(10)).toBeLessThan(monthlyTotalCents(9));
    expect(monthlyTotalCents(5)).toBe(monthlyTotalCents(4));
  });

  it('stays between the cheapest and the dearest unit price times the clients', () => {
    fc.assert(
      fc.property(clientsArb, (n) => {
        expect(monthlyTotalCents(n)).toBeGreaterThanOrEqual(800 * n);
        expect(monthlyTotalCents(n)).toBeLessThanOrEqual(1500 * n);
      }),
    );
  });

  it('counts whole clients only: none or fewer is free, a fraction is cut off', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 0 }), (n) => {
        expect(monthlyTotalCents(n)).toBe(0);
      }),
    );
    fc.assert(
      fc.property(clientsArb, fc.double({ min: 0, max: 0.999, noNaN: true }), (n, frac) => {
        expect(monthlyTotalCents(n + frac)).toBe(monthlyTotalCents(n));
      }),
    );
  });
});

describe('the subscription statuses', () => {
  it('open the centre on active and trialing only, ask for a new card on past_due and unpaid only', () => {
    const open = SUBSCRIPTION_STATUSES.filter((s) => coachingOpen(s));
    const failed = SUBSCRIPTION_STATUSES.filter((s) => paymentFailed(s));
    expect(open).toEqual(['active', 'trialing']);
    expect(failed).toEqual(['past_due', 'unpaid']);
    expect(coachingOpen(null)).toBe(false);
    expect(paymentFailed(undefined)).toBe(false);
    for (const s of SUBSCRIPTION_STATUSES) expect(coachingOpen(s) && paymentFailed(s)).toBe(false);
  });
});

describe('the client order', () => {
  it('puts accepted first, then pending, then rejected, keeping the order inside each', () => {
    const rowArb = fc.array(fc.record({ id: fc.nat(), request_status: fc.constantFrom(...COACH_REQUEST_STATUSES) }), { maxLength: 40 });
    fc.assert(
      fc.property(rowArb, (rows) => {
        const ordered = orderClients(rows);
        expect(ordered).toEqual([
          ...rows.filter((r) => r.request_status === 'accepted'),
          ...rows.filter((r) => r.request_status === 'pending'),
          ...rows.filter((r) => r.request_status === 'rejected'),
        ]);
      }),
    );
  });
});

describe('amounts in cents', () => {
  it('are shown divided by 100', () => {
    expect(formatCents(6000)).toBe('$60.00');
    expect(formatCents(10_800)).toBe('$108.00');
    expect(formatCents(0)).toBe('$0.00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
        expect(formatCents(c).replace(/[$,]/g, '')).toBe((c / 100).toFixed(2));
      }),
    );
  });
});
