import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentedIds } from '../../platform/consent/consent';
import { partnerEventSchema } from '@holdfast/shared/accountability';
import { selectRows } from '../../platform/db/client';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { checkInRecords } from '../check-ins';
import { presentCalendarEvents } from './accountability.presenter';

/**
 * The partner calendar's events are written by PostgreSQL (checkInRecords.calendarEventsJson) and
 * sent as they are; the preview builds the same events from rows through the presenter. Here both
 * read the same rows, including the awkward ones (no emotions, no FASTER answers, FASTER not shared,
 * questions null and present, a null answer, an answer to a question the form no longer has, no
 * answers at all, instants with microseconds, a crash report and a check-in at the same instant),
 * and must agree exactly, in order.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const FROM = '2025-03-01';
const TO = '2025-03-31';

async function seedOwner(variant: number) {
  const u = await buildUser(app);
  const db = app.db;
  const insert = async (day: string, at: string, zone: string, questions: string | null) => {
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes, questions, created_at)
          values (${u.id}, ${at}::timestamptz, ${day}::date, ${-18000 * variant}, ${zone}, ${`Notes "quoted" \\ ${variant}\nline two ✓`}, ${questions}::jsonb, ${at}::timestamptz + interval '1.234567 seconds')
          returning id`,
    );
    return row!.id;
  };
  // Two emotions and FASTER answers; questions present.
  const a = await insert(
    '2025-03-03',
    '2025-03-03 20:00:00.123456+00',
    'danger',
    JSON.stringify([
      { question_id: 1, answer: 'Yes' },
      { question_id: 2, answer: null },
    ]),
  );
  await db.execute(
    sql`insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date) values (${a}, 9, 1, ${u.id}, '2025-03-03'), (${a}, 3, 0, ${u.id}, '2025-03-03')`,
  );
  await db.execute(
    sql`insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date) values (${a}, 402, 1, ${u.id}, '2025-03-03'), (${a}, 101, 2, ${u.id}, '2025-03-03')`,
  );
  // No emotions, no FASTER answers, questions null.
  await insert('2025-03-04', '2025-03-04 21:30:00.999999+00', 'relapse', null);
  // Same instant as a crash report below (crash reports come first at one instant).
  await insert('2025-03-05', '2025-03-05 22:00:00+00', 'recovery', '[]');
  // Outside the range: never read.
  await insert('2025-04-01', '2025-04-01 20:00:00+00', 'recovery', null);
  const [trigger] = await selectRows<{ id: number; form_id: number; q: number }>(
    db,
    sql`select st.id, st.form_id, (select min(id) from form_questions where form_id = st.form_id)::int as q from system_triggers st where st.is_active order by st.position, st.id limit 1`,
  );
  const crash = (at: string, day: string, answers: unknown) =>
    db.execute(
      sql`insert into trigger_answers (user_id, system_trigger_id, reported_on, reported_date, "offset", answers) values (${u.id}, ${trigger!.id}, ${at}::timestamptz, ${day}::date, 0, ${JSON.stringify(answers)}::jsonb)`,
    );
  await crash('2025-03-05 22:00:00+00', '2025-03-05', [
    { question_id: trigger!.q, answer: 'Late' },
    { question_id: 999_999, answer: 'A question the form no longer has' },
    { question_id: trigger!.q, answer: null },
  ]);
  await crash('2025-03-10 08:15:30.5+00', '2025-03-10', []);
  return u.id;
}

/** Ids as a consent read hands them out (the reads are tested here as the repository's own). */
const ids = (...list: number[]) => list as unknown as ConsentedIds;

describe('the calendar events PostgreSQL writes', () => {
  it('equal what the presenter makes from the same rows, for every owner and kind of sharing', async () => {
    const owners = [await seedOwner(0), await seedOwner(1), await seedOwner(2)];
    // Owner 0 shares everything, owner 1 check-ins without FASTER, owner 2 crash reports only.
    const kinds = { checkIns: ids(owners[0]!, owners[1]!), faster: ids(owners[0]!), crashes: ids(owners[0]!, owners[2]!) };
    const [json, checkIns, crashes] = await Promise.all([
      checkInRecords.calendarEventsJson(app.db, kinds, FROM, TO),
      checkInRecords.listCheckInsOf(app.db, kinds.checkIns, kinds.faster, FROM, TO),
      checkInRecords.listCrashReportsOf(app.db, kinds.crashes, FROM, TO),
    ]);
    const built = JSON.parse(json.text) as unknown[];
    const presented = presentCalendarEvents(checkIns, crashes);
    expect(presented).toHaveLength(6 + 4);
    expect(built).toEqual(presented);
    // Every event is the contract's, and nothing outside it is written.
    for (const event of built) expect(event).toStrictEqual(partnerEventSchema.parse(event));
    // The awkward values, as the contract formats them.
    const first = presented.find((e) => e.kind === 'check_in' && e.owner_id === owners[0])!;
    expect(first).toMatchObject({
      start: '2025-03-03T20:00:00.123Z',
      emotion_id: 3,
      check_in: {
        checkin_emotions: [3, 9],
        created_at: '2025-03-03T20:00:01.358Z',
        fast_scale_answers: [
          { fast_emotion_id: 101, priority: 2 },
          { fast_emotion_id: 402, priority: 1 },
        ],
      },
    });
    expect(presented.find((e) => e.kind === 'check_in' && e.owner_id === owners[1] && e.date === '2025-03-03')).toMatchObject({
      check_in: { fast_scale_answers: null },
    });
    expect(presented.find((e) => e.kind === 'check_in' && e.date === '2025-03-04')).toMatchObject({
      start: '2025-03-04T21:30:00.999Z',
      emotion_id: null,
      check_in: { checkin_emotions: [], questions: null, fast_scale_answers: null },
    });
    const sameInstant = presented.filter((e) => e.owner_id === owners[0] && e.date === '2025-03-05').map((e) => e.kind);
    expect(sameInstant).toEqual(['crash_report', 'check_in']);
    expect(presented.find((e) => e.kind === 'crash_report' && e.date === '2025-03-05' && e.owner_id === owners[2])).toMatchObject({
      crash_report: { answers: [{ answer: 'Late' }, { question_text: '', answer: 'A question the form no longer has' }, { answer: null }] },
    });
    expect(presented.find((e) => e.kind === 'crash_report' && e.date === '2025-03-10')).toMatchObject({
      start: '2025-03-10T08:15:30.500Z',
      crash_report: { answers: [] },
    });
  });

  it('is an empty list when nobody shares anything, or nothing falls in the range', async () => {
    const owner = await seedOwner(0);
    expect((await checkInRecords.calendarEventsJson(app.db, { checkIns: ids(), faster: ids(), crashes: ids() }, FROM, TO)).text).toBe('[]');
    const none = await checkInRecords.calendarEventsJson(
      app.db,
      { checkIns: ids(owner), faster: ids(owner), crashes: ids(owner) },
      '2024-01-01',
      '2024-01-31',
    );
    expect(JSON.parse(none.text)).toEqual([]);
  });
});
