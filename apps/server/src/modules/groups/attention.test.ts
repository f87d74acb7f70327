import { addDays, categoryScore, daysBetween, FASTER_WARNING_WINDOW_DAYS, hasRecentFasterSlide } from '@holdfast/shared/check-ins';
import { ATTENTION_NO_CHECK_IN_DAYS } from '@holdfast/shared/groups';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fasterDays } from '../check-ins';
import type { AttentionRow } from './attention.repository';
import { localTodayAt, reasonsOf } from './member-data.service';

const NOW = Date.UTC(2026, 10, 25, 3, 0, 0); // 03:00 UTC: still the 24th five hours west
const row = (over: Partial<AttentionRow>): AttentionRow => ({
  member_id: 1,
  group_id: 1,
  group_name: 'G',
  user_id: 2,
  role_type: 'member',
  username: 'u',
  display_name: null,
  first_name: 'A',
  last_name: 'B',
  profile_icon: null,
  sos_at: null,
  crash_at: null,
  last_checkin_on: '2026-11-25 01:00:00.5+00',
  last_checkin_date: '2026-11-25',
  last_offset: 0,
  stages: null,
  ...over,
});
const kinds = (r: AttentionRow, now = NOW) => reasonsOf(r, localTodayAt(now)).map((x) => x.kind);

describe('reasonsOf (the triage view of one member)', () => {
  it('lists no check-in from the third day on, in the member’s own day', () => {
    expect(kinds(row({ last_checkin_date: '2026-11-23' }))).toEqual([]);
    expect(kinds(row({ last_checkin_date: '2026-11-22' }))).toEqual(['no_check_in']);
    expect(kinds(row({ last_checkin_date: null, last_checkin_on: null }))).toEqual(['no_check_in']);
    // Five hours west it is still the 24th: the 22nd is two days ago there.
    expect(kinds(row({ last_checkin_date: '2026-11-22', last_offset: 5 * 3600 }))).toEqual([]);
  });

  it('answers instants in ISO form, the same for every reason that carries one', () => {
    const reasons = reasonsOf(
      row({ sos_at: '2026-11-24 22:10:05.123456+00', crash_at: '2026-11-24 20:00:00+00', last_checkin_date: '2026-11-20' }),
      localTodayAt(NOW),
    );
    expect(reasons).toMatchObject([
      { kind: 'sos', at: '2026-11-24T22:10:05.123Z' },
      { kind: 'crash_report', at: '2026-11-24T20:00:00.000Z' },
      { kind: 'no_check_in', at: '2026-11-25T01:00:00.500Z' },
    ]);
  });

  it("reads the statement's FASTER days ('day:stage', newest first) into the slide rule", () => {
    expect(fasterDays(null)).toEqual([]);
    expect(fasterDays('2026-11-25:7,2026-11-23:1')).toEqual([
      { date: '2026-11-25', score: categoryScore(7) },
      { date: '2026-11-23', score: categoryScore(1) },
    ]);
    const today = row({ last_checkin_date: '2026-11-25' });
    // Each day a stage further toward Relapse: listed; the same days the other way round: not.
    expect(kinds({ ...today, stages: '2026-11-25:5,2026-11-24:4,2026-11-23:3,2026-11-22:2' })).toEqual(['faster_warning']);
    expect(kinds({ ...today, stages: '2026-11-25:2,2026-11-24:3,2026-11-23:4,2026-11-22:5' })).toEqual([]);
    // Three days only: not enough to call it a slide.
    expect(kinds({ ...today, stages: '2026-11-25:5,2026-11-24:4,2026-11-23:3' })).toEqual([]);
  });

  it('agrees with the day-count rules for any last check-in day and offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 0 }), fc.integer({ min: -14, max: 12 }), (back, hours) => {
        const offset = -hours * 3600;
        const today = new Date(NOW - offset * 1000).toISOString().slice(0, 10);
        const last = addDays(today, back);
        const listed = kinds(row({ last_checkin_date: last, last_offset: offset })).includes('no_check_in');
        expect(listed).toBe(daysBetween(last, today) >= ATTENTION_NO_CHECK_IN_DAYS);
      }),
    );
  });
});

describe('hasRecentFasterSlide keeps its window when called for many members', () => {
  it('counts a day FASTER_WARNING_WINDOW_DAYS - 1 back and not one more, whatever today was asked before', () => {
    const slide = (today: string, firstBack: number) =>
      [6.5, 5.5, 3.5, 1.5].map((score, i) => ({ date: addDays(today, -(firstBack - i)), score }));
    for (const today of ['2026-11-25', '2026-03-01', '2026-11-25', '2024-02-29']) {
      expect(hasRecentFasterSlide(slide(today, FASTER_WARNING_WINDOW_DAYS - 1), today)).toBe(true);
      expect(hasRecentFasterSlide(slide(today, FASTER_WARNING_WINDOW_DAYS), today)).toBe(false);
    }
  });
});
