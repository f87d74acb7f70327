import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../check-ins/check-ins.days';
import {
  forgivingScore,
  forgivingScores,
  habitAnswerScore,
  habitAverage,
  habitResultOf,
  habitResultOfStates,
  habitStateAfter,
  habitTrend,
  HABIT_TREND_DAYS,
  scoreHabitAnswers,
  type HabitDay,
  type HabitQuestion,
  type HabitState,
} from './habits.rules';

const TODAY = '2026-12-01';
const OPTIONS = ['Not at all', 'A little', 'Mostly', 'Completely'].map((option_text, i) => ({ id: 10 + i, option_text }));
const select = (id: number): HabitQuestion => ({ id, question_type: 'select-list', options: OPTIONS });
const full = (date: string): HabitDay => ({ date, value: 15, total: 15 });

/** `n` full days ending `end` (inclusive). */
const run = (n: number, end: string) => Array.from({ length: n }, (_, i) => full(addDays(end, -(n - 1 - i))));

/** Histories: days up to 120 before TODAY with results between 0 and the total (some with nothing scored). */
const history = fc
  .uniqueArray(
    fc.record({ ago: fc.integer({ min: 0, max: 120 }), value: fc.integer({ min: 0, max: 15 }), total: fc.constantFrom(0, 3, 6, 15) }),
    { selector: (d) => d.ago, maxLength: 60 },
  )
  .map((list) => list.map((d): HabitDay => ({ date: addDays(TODAY, -d.ago), value: Math.min(d.value, d.total), total: d.total })));

describe('the habit answers', () => {
  it('score an option by its place (0 to 3); skipped, unknown and unscored answers are not scored', () => {
    const q = select(1);
    expect(OPTIONS.map((o) => habitAnswerScore(q, o.option_text))).toEqual([0, 1, 2, 3]);
    expect(habitAnswerScore(q, String(OPTIONS[2]!.id))).toBe(2);
    expect(habitAnswerScore(q, null)).toBeNull();
    expect(habitAnswerScore(q, '  ')).toBeNull();
    expect(habitAnswerScore(q, 'Sometimes')).toBeNull();
    expect(habitAnswerScore({ id: 2, question_type: 'textarea', options: [] }, 'Fine')).toBeNull();
  });

  it('sum a submission: value, total (3 a scored question) and total_questions; the average is on a scale of 3', () => {
    const sums = scoreHabitAnswers(
      [select(1), select(2), select(3)],
      [
        { question_id: 1, answer: 'Completely' },
        { question_id: 2, answer: 'A little' },
        { question_id: 3, answer: null },
      ],
    );
    expect(sums).toEqual({ value: 4, total: 6, total_questions: 2 });
    expect(habitAverage(sums.value, sums.total_questions)).toBe(2);
    expect(habitAverage(2, 3)).toBe(0.67);
    expect(habitAverage(0, 0)).toBe(0);
  });
});

describe('the forgiving score', () => {
  it('is bounded: 0 to 100 on every day of any history', () => {
    fc.assert(
      fc.property(history, (days) => {
        for (const score of forgivingScores(days, TODAY).values()) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('decays monotonically: each missed day after the last submission lowers it, never raises it', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 1, max: 60 }), (days, later) => {
        let before = forgivingScore(days, TODAY);
        for (let n = 1; n <= later; n++) {
          const now = forgivingScore(days, addDays(TODAY, n));
          expect(now).toBeLessThanOrEqual(before);
          if (before > 0 && n > 1) expect(now).toBeLessThan(before);
          before = now;
        }
      }),
    );
  });

  it('missing more days never scores higher: shifting the later submissions by a gap lowers or keeps the score', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 10 }), (days, cutAgo, gap) => {
        const cut = addDays(TODAY, -cutAgo);
        const shifted = days.map((d) => (d.date > cut ? { ...d, date: addDays(d.date, gap) } : d));
        expect(forgivingScore(shifted, addDays(TODAY, gap))).toBeLessThanOrEqual(forgivingScore(days, TODAY) + 1e-9);
      }),
    );
  });

  it('a long run survives a few missed days: lowered a little, never reset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 90 }), fc.integer({ min: 1, max: 3 }), (length, missed) => {
        const days = run(length, addDays(TODAY, -(missed + 1)));
        const before = forgivingScore(days, addDays(TODAY, -(missed + 1)));
        // Today is not missed yet: the missed days are the ones between the run and today.
        const after = forgivingScore(days, TODAY);
        expect(before).toBeGreaterThan(99);
        expect(after).toBeLessThan(before);
        expect(after).toBeGreaterThanOrEqual(90);
      }),
    );
    // A streak would be 0 after one missed day; this score after ten is still more than two thirds.
    expect(forgivingScore(run(60, addDays(TODAY, -11)), TODAY)).toBeGreaterThan(70);
  });

  it('today is not missed yet; a submission with nothing scored changes nothing', () => {
    const days = run(10, addDays(TODAY, -1));
    expect(forgivingScore(days, TODAY)).toBe(forgivingScore(days, addDays(TODAY, -1)));
    expect(forgivingScore([...days, { date: TODAY, value: 0, total: 0 }], TODAY)).toBe(forgivingScore(days, TODAY));
    expect(forgivingScore([], TODAY)).toBe(0);
  });

  it('moves toward each result: poor days lower a high score, good days raise a low one', () => {
    const good = run(30, addDays(TODAY, -5));
    const poor = [0, 1, 2, 3, 4].map((n): HabitDay => ({ date: addDays(TODAY, -n), value: 0, total: 15 }));
    expect(forgivingScore([...good, ...poor], TODAY)).toBeLessThan(forgivingScore(good, addDays(TODAY, -5)));
    const low = [5, 6, 7, 8, 9].map((n): HabitDay => ({ date: addDays(TODAY, -n), value: 3, total: 15 }));
    const better = [0, 1, 2, 3, 4].map((n): HabitDay => ({ date: addDays(TODAY, -n), value: 15, total: 15 }));
    expect(forgivingScore([...low, ...better], TODAY)).toBeGreaterThan(forgivingScore(low, addDays(TODAY, -5)));
  });
});

describe('the trend over four weeks', () => {
  it('is improving, stable or declining by the score four weeks ago', () => {
    const steady = run(60, TODAY);
    expect(habitTrend(steady, TODAY)).toBe('stable');
    // Kept every day, then stopped a week ago.
    expect(habitTrend(run(60, addDays(TODAY, -8)), TODAY)).toBe('declining');
    // Started in the last four weeks.
    expect(habitTrend(run(10, TODAY), TODAY)).toBe('improving');
    // Poor results before, full ones lately.
    const poorThenFull = [
      ...Array.from({ length: 30 }, (_, i): HabitDay => ({ date: addDays(TODAY, -(HABIT_TREND_DAYS + 30) + i), value: 5, total: 15 })),
      ...run(HABIT_TREND_DAYS, TODAY),
    ];
    expect(habitTrend(poorThenFull, TODAY)).toBe('improving');
  });

  it('a result: the latest submission’s sums and average, the score and the trend', () => {
    const days = [
      { date: addDays(TODAY, -2), value: 6, total: 9, total_questions: 3 },
      { date: addDays(TODAY, -1), value: 9, total: 9, total_questions: 3 },
    ];
    expect(habitResultOf(days, TODAY)).toEqual({
      value: 9,
      total: 9,
      total_questions: 3,
      average: 3,
      score: Math.round(forgivingScore(days, TODAY)),
      trend: 'improving',
      submitted_on: addDays(TODAY, -1),
    });
    expect(habitResultOf([], TODAY)).toBeNull();
  });
});

describe('the kept states (one a submission)', () => {
  /** Each day's state from the one before, as the submissions write them, in date order. */
  const chain = (days: readonly HabitDay[]) => {
    let previous: HabitState | null = null;
    return [...days]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((d) => {
        previous = habitStateAfter(previous, d);
        return { ...previous, value: d.value, total: d.total, total_questions: d.total / 3 };
      });
  };
  const withQuestions = (days: readonly HabitDay[]) => days.map((d) => ({ ...d, total_questions: d.total / 3 }));

  it('give the result the whole history gives, on any history and any later day', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 40 }), (days, later) => {
        const today = addDays(TODAY, later);
        const expected = habitResultOf(withQuestions(days), today);
        const got = habitResultOfStates(chain(days), today);
        if (expected === null) {
          expect(got).toBeNull();
          return;
        }
        expect(got).toEqual({ ...expected, score: expect.any(Number) });
        expect(Math.abs(got!.score - expected.score)).toBeLessThanOrEqual(1);
        expect(Math.abs(habitResultOfStates(chain(days), today)!.score - forgivingScore(days, today))).toBeLessThan(0.5 + 1e-9);
      }),
    );
  });

  it('need only the latest state and the latest one before the trend starts', () => {
    fc.assert(
      fc.property(history, (days) => {
        const states = chain(days);
        const latest = states.filter((s) => s.date <= TODAY).at(-1);
        const before = states.filter((s) => s.date <= addDays(TODAY, -HABIT_TREND_DAYS)).at(-1);
        const few = [latest, before].filter((s) => s !== undefined);
        expect(habitResultOfStates(few, TODAY)).toEqual(habitResultOfStates(states, TODAY));
      }),
    );
  });
});
