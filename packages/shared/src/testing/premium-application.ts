import type { ApplicationBody } from '../premium-groups';

/**
 * A premium group application with every required answer (spec 2 section 5), as the server's route
 * tests and the browser tests send it; `over` changes some answers.
 */
export const premiumApplicationForm = (over: Partial<ApplicationBody> = {}): ApplicationBody => ({
  name: 'Sam Applicant',
  gender: 'male',
  is_married: false,
  in_ministry: false,
  timezone: 'America/Chicago',
  hope_to_gain: 'Freedom and honesty',
  will_add_to_group: 'Encouragement',
  relationship_with_god: 'Growing',
  reason_not_attend_weekly: 'None',
  meeting_time: ['T-7:30-9:00PM(CST)'],
  confidentiality_agreement: true,
  daily_practice_commitment: true,
  able_to_use_zoom: true,
  phone_number: '555-0100',
  email: 'sam@example.com',
  ...over,
});
