import { DEFAULT_HARD_DAY_CARE, HARD_DAY_CARE_CONFIG } from '@holdfast/shared/check-ins';
import type { Db } from '../../platform/db/client';
import { DEFAULT_CRISIS_SUPPORT } from '@holdfast/shared/reference';
import * as repo from './reference.repository';

// Region codes Intl knows that are not countries (EU, UN, private-use and reserved codes).
const NOT_COUNTRIES = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

/** ISO 3166-1 alpha-2 countries with English names, from the runtime's own ICU data. */
export function countryList(): { name: string; code: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const rows: { name: string; code: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) rows.push({ name, code });
    }
  }
  return rows;
}

export const COMMUNITY_TAGS = [
  'Single',
  'Married',
  'Engaged',
  'Parent',
  'Student',
  'Young Adult',
  'Veteran',
  'Ministry Leader',
  'New to Recovery',
  'Long-term Recovery',
];

/** Defaults for every config key of spec 1 section 3; later areas fill them with content. */
export const DEFAULT_SYSTEM_CONFIGS: { type: string; config: Record<string, unknown> }[] = [
  { type: HARD_DAY_CARE_CONFIG, config: DEFAULT_HARD_DAY_CARE },
  { type: 'WeeklyQuestion', config: { form_key: 'weekly-questions' } },
  { type: 'DailyCheckinForm', config: { form_key: 'daily-checkin' } },
  { type: 'WeeklyCommitmentQuestion', config: { form_question_id: null } },
  { type: 'CommunityDashboardAccordionList', config: { thread_ids: [] } },
  { type: 'CommunityPolicy', config: { community_policy_content: '' } },
  { type: 'CommunityMenuThread', config: { thread_ids: [] } },
  { type: 'HabitMetricCalculation', config: { form_id: null } },
  { type: 'AccountabilityPartnersThread', config: { thread_id: null } },
  {
    type: 'NewDashboardSystemAlerts',
    config: {
      items: [
        { alert_1: { title: 'Reach out to your partner', link: '/accountability' } },
        { alert_2: { title: 'Continue your course', link: '/courses' } },
      ],
    },
  },
  // 'I need help now': grounding texts and crisis resources (admins edit them; the schema is in shared).
  { type: 'CrisisSupport', config: DEFAULT_CRISIS_SUPPORT },
];

export const CRASH_REPORT_FORM = {
  key: 'crash-report',
  name: 'Crash report',
  questions: [
    { questionText: 'What happened?', questionType: 'textarea' as const, isRequired: true },
    {
      questionText: 'Where were you?',
      questionType: 'select-list' as const,
      isRequired: true,
      options: [
        { id: 1, option_text: 'At home' },
        { id: 2, option_text: 'At work or school' },
        { id: 3, option_text: 'Travelling' },
        { id: 4, option_text: 'Somewhere else' },
      ],
    },
    { questionText: 'What will you do differently next time?', questionType: 'input' as const, isRequired: false },
  ],
};

export const WEEKLY_QUESTIONS_FORM = {
  key: 'weekly-questions',
  name: 'Weekly questions',
  questions: [
    { questionText: 'Where did you see growth this week?', questionType: 'textarea' as const, isRequired: true },
    { questionText: 'When were you most tempted, and what was going on?', questionType: 'textarea' as const, isRequired: true },
    {
      questionText: 'How connected did you feel to your partner or group?',
      questionType: 'select-list' as const,
      isRequired: true,
      options: [
        { id: 1, option_text: 'Very connected' },
        { id: 2, option_text: 'Somewhat connected' },
        { id: 3, option_text: 'Not connected' },
      ],
    },
    { questionText: 'Anything else you want to remember?', questionType: 'input' as const, isRequired: false },
  ],
};

export const COMMITMENT_FORM = {
  key: 'commitment-to-change',
  name: 'Commitment to change',
  questions: [
    { questionText: 'What one change will you commit to this week?', questionType: 'textarea' as const, isRequired: true },
    { questionText: 'Who will you tell about it?', questionType: 'input' as const, isRequired: false },
  ],
};

export const DAILY_CHECKIN_FORM = { key: 'daily-checkin', name: 'Daily check-in', questions: [] };

/**
 * The coach clients' habit tracker (system config HabitMetricCalculation names it by form_id): select
 * questions whose four options score 0 to 3 by their place (coaching's habit rules); each may be
 * left empty.
 */
const HABIT_OPTIONS = ['Not at all', 'A little', 'Mostly', 'Completely'].map((option_text, i) => ({ id: i + 1, option_text }));
const HABIT_TRACKER_FORM = {
  key: 'habit-tracker',
  name: 'Habit tracker',
  questions: [
    'How faithfully did you keep time in prayer or Scripture?',
    'How well did you keep your boundaries with screens and media?',
    'How honest and open were you with your coach, partner or group?',
    'How well did you look after your body: sleep, food and exercise?',
    'How well did you follow your plan when temptation came?',
  ].map((questionText) => ({ questionText, questionType: 'select-list' as const, isRequired: false, options: HABIT_OPTIONS })),
};

export async function seedReference(db: Db) {
  await repo.seedCountries(db, countryList());
  await repo.seedTimezones(db, Intl.supportedValuesOf('timeZone'));
  await repo.seedTags(db, COMMUNITY_TAGS);
  await repo.seedSystemConfigs(db, DEFAULT_SYSTEM_CONFIGS);
  await repo.seedDynamicForm(db, CRASH_REPORT_FORM);
  await repo.seedDynamicForm(db, WEEKLY_QUESTIONS_FORM);
  await repo.seedDynamicForm(db, DAILY_CHECKIN_FORM);
  const commitment = await repo.seedDynamicForm(db, COMMITMENT_FORM);
  const found = await repo.findDynamicForm(db, commitment.id);
  // The commitment shown on the dashboard is the answer to this question.
  await repo.setSystemConfigIfUnset(db, 'WeeklyCommitmentQuestion', 'form_question_id', found?.questions[0]?.id ?? null);
  const habits = await repo.seedDynamicForm(db, HABIT_TRACKER_FORM);
  await repo.setSystemConfigIfUnset(db, 'HabitMetricCalculation', 'form_id', habits.id);
}
