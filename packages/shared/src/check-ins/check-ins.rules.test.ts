import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveForward,
  dayCountLabel,
  dayZoneScore,
  FASTER_WARNING_WINDOW_DAYS,
  hasRecentFasterSlide,
  initialRange,
  isMovingTowardRelapse,
  padTop,
  shiftRange,
  type RangeMode,
} from './check-ins.analytics';
import {
  addDays,
  addMonths,
  daysBetween,
  instantRange,
  isLocalDate,
  localDateOf,
  offsetInTimeZone,
  parseLocalDate,
} from './check-ins.days';
import { choosePriority, highestCategory, priorityCandidates, tapFasterEmotion, toSubmittedAnswers } from './check-ins.faster';
import type { FasterAnswer } from './check-ins.contract';
import { computeCheckInStreak, computePurityStreak, isRecent, isValidPurityOverride, reachedMilestone } from './check-ins.streaks';

const TODAY = '2026-11-21';
const dayArb = fc.integer({ min: -400, max: 0 }).map((n) => addDays(TODAY, n));
const daysArb = fc.array(dayArb, { maxLength: 60 });
const offsetArb = fc.integer({ min: -14 * 3600, max: 14 * 3600 });

describe('calendar days', () => {
  it('localDateOf follows the offset (seconds west of UTC)', () => {
    const instant = new Date('2026-03-01T03:30:00Z');
    expect(localDateOf(instant, 0)).toBe('2026-03-01');
    expect(localDateOf(instant, 5 * 3600)).toBe('2026-02-28'); // 22:30 in UTC-5
    expect(localDateOf(instant, -9 * 3600)).toBe('2026-03-01'); // 12:30 in UTC+9
  });

  it('parseLocalDate: the fast path answers what the general one does, for any year, month and day text', () => {
    const general = (d: string) => {
      const [y, m, day] = d.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(2000, m - 1, day)).setUTCFullYear(y, m - 1, day);
    };
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    const text = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(fc.property(text, (d) => Object.is(parseLocalDate(d), general(d))));
    for (const d of ['0050-03-01', '0100-01-01', '2026-02-29', '2028-02-29', '2026-1a-01', '20x6-01-01'])
      expect(Object.is(parseLocalDate(d), general(d))).toBe(true);
  });

  it('addDays and daysBetween are inverse, across months, leap years and DST dates', () => {
    fc.assert(fc.property(fc.integer({ min: -2000, max: 2000 }), (n) => daysBetween(TODAY, addDays(TODAY, n)) === n));
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // a US DST change changes nothing for calendar days
  });

  it('instantRange covers exactly the local days', () => {
    fc.assert(
      fc.property(offsetArb, fc.integer({ min: 0, max: 10 }), (offset, len) => {
        const end = addDays(TODAY, len);
        const { from, to } = instantRange(TODAY, end, offset);
        expect(localDateOf(from, offset)).toBe(TODAY);
        expect(localDateOf(new Date(to.getTime() - 1), offset)).toBe(end);
        expect(localDateOf(to, offset)).toBe(addDays(end, 1));
      }),
    );
  });

  it('validates dates', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-1-1')).toBe(false);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('a time zone as an offset (a member who sent none: their profile time zone)', () => {
  it('reads the zone at the instant, positive west, with daylight saving', () => {
    expect(offsetInTimeZone('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(18_000);
    expect(offsetInTimeZone('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(14_400);
    expect(offsetInTimeZone('Asia/Kolkata', new Date('2026-07-15T12:00:00Z'))).toBe(-19_800);
    expect(offsetInTimeZone('Pacific/Kiritimati', new Date('2026-07-15T12:00:00Z'))).toBe(-50_400);
    expect(offsetInTimeZone('UTC', new Date('2026-07-15T12:00:00Z'))).toBe(0);
    expect(offsetInTimeZone('Not/AZone', new Date())).toBeNull();
  });

  it("gives the zone's own calendar day through localDateOf, for any instant", () => {
    const zones = [
      'America/New_York',
      'America/St_Johns',
      'Europe/London',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Pago_Pago',
      'Pacific/Kiritimati',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, ms) => {
        const at = new Date(ms);
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
        expect(localDateOf(at, offsetInTimeZone(zone, at)!)).toBe(day);
      }),
    );
  });
});

describe('check-in streak', () => {
  it('is never negative and never more than the distinct days', () => {
    fc.assert(
      fc.property(daysArb, (days) => {
        const s = computeCheckInStreak(days, TODAY);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(new Set(days).size);
      }),
    );
  });

  it('adding a check-in never lowers it', () => {
    fc.assert(
      fc.property(daysArb, dayArb, (days, extra) => computeCheckInStreak([...days, extra], TODAY) >= computeCheckInStreak(days, TODAY)),
    );
  });

  it('a second check-in on the same day never counts twice (a trip across time zones cannot double a day)', () => {
    fc.assert(fc.property(daysArb, (days) => computeCheckInStreak([...days, ...days], TODAY) === computeCheckInStreak(days, TODAY)));
  });

  it('counts consecutive days ending today or yesterday, and drops to 0 after a missed day', () => {
    expect(computeCheckInStreak([TODAY, addDays(TODAY, -1), addDays(TODAY, -2)], TODAY)).toBe(3);
    expect(computeCheckInStreak([addDays(TODAY, -1), addDays(TODAY, -2)], TODAY)).toBe(2);
    expect(computeCheckInStreak([addDays(TODAY, -2), addDays(TODAY, -3)], TODAY)).toBe(0);
    expect(computeCheckInStreak([TODAY, addDays(TODAY, -2)], TODAY)).toBe(1);
  });

  it('n consecutive days ending today give n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        (n) =>
          computeCheckInStreak(
            Array.from({ length: n }, (_, i) => addDays(TODAY, -i)),
            TODAY,
          ) === n,
      ),
    );
  });
});

describe('purity streak', () => {
  const base = { today: TODAY, latestRelapseDay: null, overrideDay: null, accountStartDay: addDays(TODAY, -100) };

  it('is never negative, even with dates after today', () => {
    fc.assert(
      fc.property(fc.option(dayArb), fc.option(fc.integer({ min: -400, max: 5 }).map((n) => addDays(TODAY, n))), (relapse, override) => {
        expect(computePurityStreak({ ...base, latestRelapseDay: relapse, overrideDay: override })).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a relapse today resets it to 0', () => {
    fc.assert(
      fc.property(fc.option(dayArb), (override) => computePurityStreak({ ...base, overrideDay: override, latestRelapseDay: TODAY }) === 0),
    );
  });

  it('counts from the later of the last relapse and the override date', () => {
    expect(computePurityStreak({ ...base, latestRelapseDay: addDays(TODAY, -30), overrideDay: addDays(TODAY, -10) })).toBe(10);
    expect(computePurityStreak({ ...base, latestRelapseDay: addDays(TODAY, -5), overrideDay: addDays(TODAY, -10) })).toBe(5);
    expect(computePurityStreak(base)).toBe(100);
  });

  it('grows by exactly one a day without a relapse', () => {
    fc.assert(
      fc.property(dayArb, (relapse) => {
        const a = computePurityStreak({ ...base, latestRelapseDay: relapse });
        const b = computePurityStreak({ ...base, today: addDays(TODAY, 1), latestRelapseDay: relapse });
        expect(b).toBe(a + 1);
      }),
    );
  });

  it('an override must be yesterday or earlier', () => {
    expect(isValidPurityOverride(addDays(TODAY, -1), TODAY)).toBe(true);
    expect(isValidPurityOverride(TODAY, TODAY)).toBe(false);
  });
});

describe('recency and milestones', () => {
  it('recent means 0 to 5 days ago', () => {
    expect([0, 5, 6, -1].map((n) => isRecent(addDays(TODAY, -n), TODAY))).toEqual([true, true, false, false]);
    expect(isRecent(null, TODAY)).toBe(false);
  });
  it('reports a milestone once, when crossed', () => {
    expect(reachedMilestone(6, 7, [7, 30])).toBe(7);
    expect(reachedMilestone(7, 8, [7, 30])).toBeNull();
  });
});

describe('FASTER selection', () => {
  const ids = fc.constantFrom(101, 102, 301, 302, 501, 701);

  it('tap: new at 1, 1 -> 2 (others drop to 1), 2 -> removed', () => {
    let a = tapFasterEmotion([], 101);
    expect(a).toEqual([{ fast_emotion_id: 101, priority: 1 }]);
    a = tapFasterEmotion(a, 301);
    a = tapFasterEmotion(a, 301);
    expect(a).toEqual([
      { fast_emotion_id: 101, priority: 1 },
      { fast_emotion_id: 301, priority: 2 },
    ]);
    a = tapFasterEmotion(a, 101);
    expect(a).toEqual([
      { fast_emotion_id: 101, priority: 2 },
      { fast_emotion_id: 301, priority: 1 },
    ]);
    a = tapFasterEmotion(a, 101);
    expect(a).toEqual([{ fast_emotion_id: 301, priority: 1 }]);
  });

  it('any tap sequence keeps at most one priority 2 and no duplicates', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 30 }), (taps) => {
        const a = taps.reduce<FasterAnswer[]>(tapFasterEmotion, []);
        expect(a.filter((x) => x.priority === 2).length).toBeLessThanOrEqual(1);
        expect(new Set(a.map((x) => x.fast_emotion_id)).size).toBe(a.length);
      }),
    );
  });

  it('three taps on the same behaviour remove it', () => {
    fc.assert(fc.property(ids, (id) => [id, id, id].reduce<FasterAnswer[]>(tapFasterEmotion, []).length === 0));
  });

  it('the priority step lists the lowest category choices; choosing sets it to 2 and the rest to 1', () => {
    const a: FasterAnswer[] = [
      { fast_emotion_id: 101, priority: 1 },
      { fast_emotion_id: 501, priority: 1 },
      { fast_emotion_id: 503, priority: 1 },
    ];
    expect(priorityCandidates(a)).toEqual([501, 503]);
    expect(choosePriority(a, 503).map((x) => x.priority)).toEqual([1, 1, 2]);
    expect(highestCategory(a)?.display_name).toBe('Ticked off');
    expect(toSubmittedAnswers([])).toBeNull();
  });
});

describe('analytics ranges', () => {
  const modes: RangeMode[] = ['weekly', 'monthly', 'month-to-date', 'year-to-date'];

  it('start at the last 7 / 30 days, the month or the year, ending today', () => {
    expect(initialRange('weekly', TODAY)).toEqual({ start: '2026-11-15', end: TODAY });
    expect(initialRange('monthly', TODAY)).toEqual({ start: '2026-10-23', end: TODAY });
    expect(initialRange('month-to-date', TODAY)).toEqual({ start: '2026-11-01', end: TODAY });
    expect(initialRange('year-to-date', TODAY)).toEqual({ start: '2026-01-01', end: TODAY });
  });

  it('arrows move by 7 days, 30 days, a month or a year', () => {
    expect(shiftRange('weekly', initialRange('weekly', TODAY), -1, TODAY)).toEqual({ start: '2026-11-08', end: '2026-11-14' });
    expect(shiftRange('month-to-date', initialRange('month-to-date', TODAY), -1, TODAY)).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(shiftRange('year-to-date', initialRange('year-to-date', TODAY), -1, TODAY)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it('back then forward returns to the initial range; forward is disabled only at today', () => {
    fc.assert(
      fc.property(fc.constantFrom(...modes), fc.integer({ min: 1, max: 12 }), (mode, steps) => {
        const start = initialRange(mode, TODAY);
        expect(canMoveForward(start, TODAY)).toBe(false);
        let r = start;
        for (let i = 0; i < steps; i++) r = shiftRange(mode, r, -1, TODAY);
        expect(canMoveForward(r, TODAY)).toBe(true);
        expect(r.end < TODAY && r.start <= r.end).toBe(true);
        for (let i = 0; i < steps; i++) r = shiftRange(mode, r, 1, TODAY);
        expect(r).toEqual(start);
      }),
    );
  });

  it('labels, padding, zone scores and the slide warning', () => {
    expect(dayCountLabel(1)).toBe('1 Day');
    expect(dayCountLabel(0)).toBe('0 Days');
    expect(padTop([{ label: 'A', count: 2 }], 3).map((x) => x.label)).toEqual(['A', 'N/A', 'N/A']);
    expect(dayZoneScore([1, 3, 5])).toBe(2.5);
    expect(dayZoneScore([])).toBeNull();
    expect(isMovingTowardRelapse([6.5, 5.5, 3.5, 1.5])).toBe(true);
    expect(isMovingTowardRelapse([6.5, 5.5, 5.5, 1.5])).toBe(false);
    expect(isMovingTowardRelapse([5.5, 3.5, 1.5])).toBe(false);
  });

  it('warns of a FASTER slide only when the four check-ins lie within the last 7 days', () => {
    const slide = (daysAgo: number[]) => daysAgo.map((n, i) => ({ date: addDays(TODAY, -n), score: [6.5, 5.5, 3.5, 1.5][i]! }));
    expect(hasRecentFasterSlide(slide([6, 4, 2, 0]), TODAY)).toBe(true);
    expect(hasRecentFasterSlide(slide([7, 4, 2, 0]), TODAY)).toBe(false);
    expect(hasRecentFasterSlide(slide([203, 202, 201, 200]), TODAY)).toBe(false);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 4, maxLength: 4 }), (ago) => {
        const days = slide([...ago].sort((a, b) => b - a));
        const recent = ago.every((n) => n < FASTER_WARNING_WINDOW_DAYS);
        expect(hasRecentFasterSlide(days, TODAY)).toBe(recent);
      }),
    );
  });
});
