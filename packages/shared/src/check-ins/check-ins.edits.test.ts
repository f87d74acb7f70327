import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { submitCheckInInputSchema, updateCheckInInputSchema } from './check-ins.contract';
import { addDays, localDateOf } from './check-ins.days';
import { planCheckInEdit, type StoredCheckInTime } from './check-ins.edits';

/** The API's offset (seconds, positive west) of an IANA zone at an instant, as a browser there sends it. */
function offsetIn(zone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value; // 'GMT-05:00' or 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  const east = (Number(m[2]) * 3600 + Number(m[3]) * 60) * (m[1] === '+' ? 1 : -1);
  return -east;
}

const ZONES = [
  'America/Chicago',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
/** Instants within two days of the 2024-2027 daylight-saving changes of both hemispheres. */
const DST_CHANGES = [
  '2024-03-10',
  '2024-03-31',
  '2024-04-07',
  '2024-09-29',
  '2024-10-06',
  '2024-10-27',
  '2024-11-03',
  '2025-03-09',
  '2025-03-30',
  '2025-04-06',
  '2025-09-28',
  '2025-10-05',
  '2025-10-26',
  '2025-11-02',
  '2026-03-08',
  '2026-03-29',
  '2026-04-05',
  '2026-09-27',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
];
const instantNearDst = fc
  .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -2 * 86_400, max: 2 * 86_400 }))
  .map(([day, s]) => new Date(Date.parse(`${day}T12:00:00Z`) + s * 1000));
const anyOffset = fc.integer({ min: -14 * 4, max: 12 * 4 }).map((q) => q * 900);

/** A stored check-in: made at an instant near a DST change by a member in some zone. */
const storedArb = fc.tuple(instantNearDst, fc.constantFrom(...ZONES)).map(([checkinOn, zone]): StoredCheckInTime & { zone: string } => {
  const offset = offsetIn(zone, checkinOn);
  return { checkinOn, offset, checkinDate: localDateOf(checkinOn, offset), zone };
});

/** The edit form's fields: a new note, emotions and FASTER answers (none of which is a day). */
const contentEditArb = fc.record({
  feeling_notes: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
  checkin_emotions: fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 5 }),
  fast_scale_answers: fc.option(
    fc
      .uniqueArray(fc.integer({ min: 101, max: 107 }), { minLength: 1, maxLength: 3 })
      .map((ids) => ids.map((id) => ({ fast_emotion_id: id, priority: 1 as const }))),
  ),
  feeling_zone: fc.constantFrom('recovery', 'danger', 'relapse'),
});

describe('planCheckInEdit', () => {
  it('an edit of note, emotions or FASTER answers never changes the day, whatever the offset now (DST, travel)', () => {
    fc.assert(
      fc.property(
        storedArb,
        contentEditArb,
        fc.integer({ min: 0, max: 60 * 86_400 }),
        fc.oneof(
          fc.constantFrom(...ZONES).map((z) => ({ zone: z })),
          anyOffset.map((o) => ({ offset: o })),
        ),
        fc.boolean(),
        (stored, content, later, where, sendsInstant) => {
          const now = new Date(stored.checkinOn.getTime() + later * 1000);
          const offset = 'zone' in where ? offsetIn(where.zone, now) : where.offset;
          // The body the edit flow sends: the new content, today's offset, and (as the spec's
          // clients do) the check-in's own checkin_on, or no instant at all.
          const body = updateCheckInInputSchema.parse({
            ...content,
            offset,
            ...(sendsInstant ? { checkin_on: stored.checkinOn.toISOString() } : {}),
          });
          const plan = planCheckInEdit(stored, body, now);
          expect(plan).toEqual({
            ok: true,
            moved: false,
            checkinOn: stored.checkinOn,
            offset: stored.offset,
            checkinDate: stored.checkinDate,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stores a picked day as that calendar day, keeping instant, offset and day consistent', () => {
    fc.assert(
      fc.property(storedArb, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 * 86_400 }), (stored, back, later) => {
        const now = new Date(stored.checkinOn.getTime() + later * 1000);
        const offsetNow = offsetIn(stored.zone, now);
        const picked = addDays(localDateOf(now, offsetNow), -back);
        const plan = planCheckInEdit(stored, { checkin_date: picked, offset: offsetNow }, now);
        expect(plan.ok).toBe(true);
        if (!plan.ok) return;
        expect(plan.checkinDate).toBe(picked);
        expect(localDateOf(plan.checkinOn, plan.offset)).toBe(picked);
      }),
      { numRuns: 500 },
    );
  });

  it('the issue case: made 00:30 CDT on Nov 1, edited in CST with a new note, stays on Nov 1', () => {
    const checkinOn = new Date('2026-11-01T05:30:00Z'); // 00:30 CDT (UTC-5)
    const stored = { checkinOn, offset: 18000, checkinDate: '2026-11-01' };
    const now = new Date('2026-11-02T15:00:00Z'); // CST (UTC-6) now
    expect(planCheckInEdit(stored, { checkin_on: checkinOn.toISOString(), offset: 21600 }, now)).toMatchObject({
      ok: true,
      checkinDate: '2026-11-01',
    });
    // Picking Oct 31 from the dialog in CST stores Oct 31, whatever the offset then was.
    expect(planCheckInEdit(stored, { checkin_date: '2026-10-31', offset: 21600 }, now)).toMatchObject({
      ok: true,
      checkinDate: '2026-10-31',
      offset: 18000,
    });
  });

  it('refuses a day after the member today', () => {
    const now = new Date('2026-11-02T15:00:00Z');
    const stored = { checkinOn: new Date('2026-11-01T05:30:00Z'), offset: 18000, checkinDate: '2026-11-01' };
    expect(planCheckInEdit(stored, { checkin_date: '2026-11-03', offset: 21600 }, now)).toEqual({ ok: false, reason: 'future' });
    expect(planCheckInEdit(stored, { checkin_on: '2026-11-03T15:00:00Z', offset: 21600 }, now)).toEqual({ ok: false, reason: 'future' });
  });
});

describe('offset and day fields', () => {
  const base = { checkin_emotions: [1], feeling_zone: 'recovery', feeling_notes: 'ok' };
  it.each([undefined, null, '', '  '])('refuses offset %j instead of reading it as UTC', (offset) => {
    const r = submitCheckInInputSchema.safeParse({ ...base, offset });
    expect(r.success).toBe(false);
  });
  it('reads a query string offset as its number', () => {
    expect(submitCheckInInputSchema.parse({ ...base, offset: '-3600' }).offset).toBe(-3600);
  });
  it.each(['0050-03-01', '1899-12-31', addDays(new Date().toISOString().slice(0, 10), 2)])(
    'refuses the picked day %s (1900 to tomorrow)',
    (d) => {
      expect(updateCheckInInputSchema.safeParse({ ...base, offset: 0, checkin_date: d }).success).toBe(false);
    },
  );
  it('refuses a checkin_on before 1900', () => {
    expect(updateCheckInInputSchema.safeParse({ ...base, offset: 0, checkin_on: '0050-03-01T12:00:00Z' }).success).toBe(false);
    expect(updateCheckInInputSchema.safeParse({ ...base, offset: 0, checkin_on: '1900-01-01T12:00:00Z' }).success).toBe(true);
  });
});
