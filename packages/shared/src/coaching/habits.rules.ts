import { addDays, type LocalDate } from '../check-ins/check-ins.days';
import { HABIT_SCALE, type HabitTrend } from './coaching.constants';

/**
 * The habit tracker's rules (spec 3 section 7: the average on a scale of 3), and Holdfast's
 * forgiving score: a 0–100 score that follows how well the client keeps their habits and decays
 * a little on each missed day instead of resetting as a streak does, with a trend over four weeks.
 */

/** The trend compares today's score with the score this many days ago. */
export const HABIT_TREND_DAYS = 28;
/** How far one submission moves the score toward its own result (after the first few, which average). */
const LEARNING_RATE = 0.2;
/** The share of the score a missed day takes away (three missed days after a long run: 100 → 91). */
const MISS_DECAY = 0.03;
/** A change of at least this many points over the trend's four weeks is improving or declining. */
const TREND_STEP = 5;

/** A question of the habit form as the rules read it (the dynamic form's question). */
export interface HabitQuestion {
  id: number;
  question_type: string;
  options: readonly { id: number; option_text: string }[];
}

/**
 * The score of one answer: the chosen option's place among its question's options (the first is
 * 0), at most HABIT_SCALE. Null when the answer is empty (the client skipped it), is not one of
 * the options, or the question is not a select list: such answers are not scored.
 */
export function habitAnswerScore(question: HabitQuestion, answer: string | null): number | null {
  if (question.question_type !== 'select-list' || answer === null || answer.trim() === '') return null;
  const at = question.options.findIndex((o) => o.option_text === answer || String(o.id) === answer);
  return at < 0 ? null : Math.min(at, HABIT_SCALE);
}

/** A submission's sums (spec 3 "habit_metric_calculation"): the scored answers' sum, their most, and how many were scored. */
export interface HabitSums {
  value: number;
  total: number;
  total_questions: number;
}

/** The sums of one submission: skipped answers (null) and unscored questions count in none of them. */
export function scoreHabitAnswers(
  questions: readonly HabitQuestion[],
  answers: readonly { question_id: number; answer: string | null }[],
): HabitSums {
  const byId = new Map(questions.map((q) => [q.id, q]));
  let value = 0;
  let scored = 0;
  for (const a of answers) {
    const q = byId.get(a.question_id);
    const score = q ? habitAnswerScore(q, a.answer) : null;
    if (score === null) continue;
    value += score;
    scored += 1;
  }
  return { value, total: scored * HABIT_SCALE, total_questions: scored };
}

/** The spec's average on a scale of 3 (0 when nothing was scored), to two decimals. */
export function habitAverage(value: number, totalQuestions: number): number {
  if (totalQuestions <= 0) return 0;
  return Math.round((value / totalQuestions) * 100) / 100;
}

/** One day's submission as the score reads it. */
export interface HabitDay {
  date: LocalDate;
  value: number;
  total: number;
}

const DAY_MS = 86_400_000;
/** A 'YYYY-MM-DD' day as a number of days (read by its digits: twice as fast as Date.parse). */
const dayNumber = (d: LocalDate) => Math.round(Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)) / DAY_MS);

/** The forgiving score at the end of each day from `first` (a day number) to today: scores[i] is day first + i. */
interface ScoreRun {
  first: number;
  scores: number[];
}

/**
 * A day with a submission moves the score toward that day's result (100 × value / total): the
 * first submissions average, later ones move it a fifth of the way. A day before today without one
 * takes MISS_DECAY of the score away; today is not missed yet. A submission with nothing scored
 * changes nothing. Before the first submission there is no score (null). Days after `today` are
 * ignored. Days are counted as numbers (a list of 50 clients' 90 days each is read on every call).
 */
function scoreRun(days: readonly HabitDay[], today: LocalDate): ScoreRun | null {
  const end = dayNumber(today);
  const byDay = new Map<number, HabitDay>();
  let first = Infinity;
  for (const d of days) {
    const n = dayNumber(d.date);
    if (n > end) continue;
    byDay.set(n, d);
    if (n < first) first = n;
  }
  if (first === Infinity) return null;
  const scores: number[] = [];
  let score = 0;
  let seen = 0;
  for (let n = first; n <= end; n++) {
    const d = byDay.get(n);
    if (d) {
      if (d.total > 0) {
        seen += 1;
        const rate = Math.max(1 / seen, LEARNING_RATE);
        const result = (100 * Math.min(Math.max(d.value, 0), d.total)) / d.total;
        score += rate * (result - score);
      }
    } else if (n < end) {
      score *= 1 - MISS_DECAY;
    }
    scores.push(score);
  }
  return { first, scores };
}

/** The run's score at the end of day `n` (0 before the first submission). */
const scoreOn = (run: ScoreRun | null, n: number) => (run && n >= run.first ? (run.scores[n - run.first] ?? 0) : 0);

/** The forgiving score at the end of each day, from the first submission to `today` (scoreRun's rule), by day. */
export function forgivingScores(days: readonly HabitDay[], today: LocalDate): Map<LocalDate, number> {
  const run = scoreRun(days, today);
  const scores = new Map<LocalDate, number>();
  if (!run) return scores;
  const start = new Date(run.first * DAY_MS).toISOString().slice(0, 10);
  run.scores.forEach((score, i) => scores.set(addDays(start, i), score));
  return scores;
}

/** The forgiving score today, 0–100 (0 before any submission). */
export function forgivingScore(days: readonly HabitDay[], today: LocalDate): number {
  return scoreOn(scoreRun(days, today), dayNumber(today));
}

/** Improving, stable or declining: today's score against the score HABIT_TREND_DAYS ago (0 before the first submission). */
export function habitTrend(days: readonly HabitDay[], today: LocalDate): HabitTrend {
  return trendOf(scoreRun(days, today), dayNumber(today));
}

function trendOf(run: ScoreRun | null, today: number): HabitTrend {
  const change = scoreOn(run, today) - scoreOn(run, today - HABIT_TREND_DAYS);
  if (change >= TREND_STEP) return 'improving';
  if (change <= -TREND_STEP) return 'declining';
  return 'stable';
}

/** A client's habit result from their submissions (HabitResult's fields), or null before the first one. */
export function habitResultOf(days: readonly (HabitDay & { total_questions: number })[], today: LocalDate) {
  const latest = days.filter((d) => d.date <= today).reduce<(typeof days)[number] | null>((a, d) => (!a || d.date > a.date ? d : a), null);
  if (!latest) return null;
  const run = scoreRun(days, today);
  const end = dayNumber(today);
  return {
    value: latest.value,
    total: latest.total,
    total_questions: latest.total_questions,
    average: habitAverage(latest.value, latest.total_questions),
    score: Math.round(scoreOn(run, end)),
    trend: trendOf(run, end),
    submitted_on: latest.date,
  };
}

/**
 * The forgiving score kept with each submission (habit_submissions.score and .scored), so a read
 * of many clients needs each client's latest submission and the one before the trend's start, not
 * their whole history: `score` is the score at the end of `date`, `scored` how many submissions
 * with something scored led to it (the first few average).
 */
export interface HabitState {
  date: LocalDate;
  score: number;
  scored: number;
}

/** The state after `day`'s submission, from the state of the client's previous submission (null: their first). The same rule as scoreRun, one day at a time. */
export function habitStateAfter(previous: HabitState | null, day: HabitDay): HabitState {
  let score = previous ? scoreOnDay(previous, dayNumber(day.date) - 1, Infinity) : 0;
  let scored = previous?.scored ?? 0;
  if (day.total > 0) {
    scored += 1;
    const rate = Math.max(1 / scored, LEARNING_RATE);
    score += rate * ((100 * Math.min(Math.max(day.value, 0), day.total)) / day.total - score);
  }
  return { date: day.date, score, scored };
}

/** A state's score at the end of day `n` (days after its submission, before `today`, are missed); 0 before it. */
function scoreOnDay(state: HabitState, n: number, today: number): number {
  const missed = Math.min(n, today - 1) - dayNumber(state.date);
  return missed < 0 ? state.score : state.score * (1 - MISS_DECAY) ** missed;
}

/**
 * A client's habit result from the kept states (HabitResult's fields; null before the first
 * submission): `states` holds at least their latest submission on or before `today` and their
 * latest on or before `today` − HABIT_TREND_DAYS (any others are ignored). Equal to habitResultOf
 * over the whole history (habits.rules.test.ts checks it on random histories).
 */
export function habitResultOfStates(
  states: readonly (HabitState & { value: number; total: number; total_questions: number })[],
  today: LocalDate,
) {
  const end = dayNumber(today);
  const latestBy = (limit: number) =>
    states.reduce<(typeof states)[number] | null>((a, s) => (dayNumber(s.date) <= limit && (!a || s.date > a.date) ? s : a), null);
  const latest = latestBy(end);
  if (!latest) return null;
  const before = latestBy(end - HABIT_TREND_DAYS);
  const score = scoreOnDay(latest, end, end);
  const change = score - (before ? scoreOnDay(before, end - HABIT_TREND_DAYS, end) : 0);
  return {
    value: latest.value,
    total: latest.total,
    total_questions: latest.total_questions,
    average: habitAverage(latest.value, latest.total_questions),
    score: Math.round(score),
    trend: change >= TREND_STEP ? ('improving' as const) : change <= -TREND_STEP ? ('declining' as const) : ('stable' as const),
    submitted_on: latest.date,
  };
}
