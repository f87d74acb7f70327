import { applicationInputSchema, type ApplicationBody } from '@holdfast/shared/premium-groups';

/**
 * The form's answers as the applicant fills them in: radios hold 'yes' / 'no', the age is text.
 * Kept in sessionStorage between the form and the submit step (a reload keeps them; a new tab or
 * a closed browser does not: the answers are personal).
 */
export interface ApplicationValues {
  name: string;
  gender: string;
  age: string;
  is_married: string;
  in_ministry: string;
  is_in_ministry_leader_group: string;
  timezone: string;
  hope_to_gain: string;
  will_add_to_group: string;
  relationship_with_god: string;
  reason_not_attend_weekly: string;
  meeting_time: string[];
  other_day: string;
  confidentiality_agreement: boolean;
  daily_practice_commitment: boolean;
  able_to_use_zoom: string;
  questions_regarding_payment: string;
  phone_number: string;
  email: string;
}

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  gender: '',
  age: '',
  is_married: '',
  in_ministry: '',
  is_in_ministry_leader_group: '',
  timezone: '',
  hope_to_gain: '',
  will_add_to_group: '',
  relationship_with_god: '',
  reason_not_attend_weekly: '',
  meeting_time: [],
  other_day: '',
  confidentiality_agreement: false,
  daily_practice_commitment: false,
  able_to_use_zoom: '',
  questions_regarding_payment: '',
  phone_number: '',
  email: '',
};

const KEY = 'holdfast.premium-application';

/** The body the API takes: blanks of optional fields left out, the leader-group answer only when in ministry. */
export function toApplicationBody(v: ApplicationValues): ApplicationBody {
  return {
    name: v.name,
    gender: v.gender,
    is_married: v.is_married,
    in_ministry: v.in_ministry,
    ...(v.in_ministry === 'yes' ? { is_in_ministry_leader_group: v.is_in_ministry_leader_group } : {}),
    timezone: v.timezone,
    hope_to_gain: v.hope_to_gain,
    will_add_to_group: v.will_add_to_group,
    relationship_with_god: v.relationship_with_god,
    reason_not_attend_weekly: v.reason_not_attend_weekly,
    meeting_time: v.meeting_time as ApplicationBody['meeting_time'],
    other_day: v.other_day.trim() || null,
    confidentiality_agreement: v.confidentiality_agreement,
    daily_practice_commitment: v.daily_practice_commitment,
    able_to_use_zoom: v.able_to_use_zoom,
    questions_regarding_payment: v.questions_regarding_payment.trim() || null,
    phone_number: v.phone_number,
    email: v.email,
    ...(v.age.trim() ? { age: v.age.trim() } : {}),
  };
}

/** Spec 5 through the shared schema: the first message of each field; empty when the form may be sent. */
export function validateApplication(values: ApplicationValues): Record<string, string> {
  const parsed = applicationInputSchema.safeParse(toApplicationBody(values));
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  // The leader-group answer is checked only once the rest parses: ask it with the rest.
  if (values.in_ministry === 'yes' && !values.is_in_ministry_leader_group && !errors.is_in_ministry_leader_group) {
    const alone = applicationInputSchema.safeParse({
      ...toApplicationBody(VALID_SAMPLE),
      in_ministry: 'yes',
      is_in_ministry_leader_group: '',
    });
    if (!alone.success) errors.is_in_ministry_leader_group = alone.error.issues[0]?.message ?? '';
  }
  return errors;
}

/** A complete answer set, only to ask the schema its message for one field alone. */
const VALID_SAMPLE: ApplicationValues = {
  ...EMPTY_APPLICATION,
  name: 'Sample',
  gender: 'male',
  is_married: 'no',
  in_ministry: 'no',
  timezone: 'UTC',
  hope_to_gain: 'x',
  will_add_to_group: 'x',
  relationship_with_god: 'x',
  reason_not_attend_weekly: 'x',
  confidentiality_agreement: true,
  daily_practice_commitment: true,
  able_to_use_zoom: 'yes',
  phone_number: '5550100',
  email: 'sample@example.org',
};

export function saveDraft(values: ApplicationValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the steps after the form send the applicant back to it.
  }
}

export function loadDraft(): ApplicationValues | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = { ...EMPTY_APPLICATION, ...(JSON.parse(raw) as Partial<ApplicationValues>) };
    return v;
  } catch {
    return null;
  }
}

/** Spec 2.5: pages after the form send the applicant back to it when the name is empty. */
export function hasDraft(): boolean {
  return Boolean(loadDraft()?.name.trim());
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}
