/** Reference content of the daily loop (spec 1 sections 3 and 9). Seeded on start; editable by an admin later. */

export const FEELING_ZONES = ['recovery', 'danger', 'relapse'] as const;
export type FeelingZone = (typeof FEELING_ZONES)[number];

export const ZONE_INFO: Record<FeelingZone, { label: string; description: string; color: string }> = {
  recovery: { label: 'Recovery', description: 'Most core practices done and no triggering activity', color: '#2f9e44' },
  danger: { label: 'Danger', description: 'Most practices not done or a triggering activity occurred', color: '#f08c00' },
  relapse: { label: 'Relapse', description: 'One of the unwanted behaviours occurred; restarts the purity streak', color: '#e03131' },
};

export const EMOTIONS = [
  { id: 1, display_name: 'Bored', mood: -0.2 },
  { id: 2, display_name: 'Lonely', mood: -0.6 },
  { id: 3, display_name: 'Anxious', mood: -0.5 },
  { id: 4, display_name: 'Stressed', mood: -0.5 },
  { id: 5, display_name: 'Self Doubting', mood: -0.4 },
  { id: 6, display_name: 'Ticked Off', mood: -0.7 },
  { id: 7, display_name: 'Exhausted', mood: -0.4 },
  { id: 8, display_name: 'Depressed', mood: -0.9 },
  { id: 9, display_name: 'Encouraged', mood: 0.6 },
  { id: 10, display_name: 'Peaceful', mood: 0.7 },
  { id: 11, display_name: 'Content', mood: 0.5 },
  { id: 12, display_name: 'Motivated', mood: 0.8 },
  { id: 13, display_name: 'Joyful', mood: 1 },
  { id: 14, display_name: 'Shame', mood: -0.8 },
  { id: 15, display_name: 'Other', mood: 0 },
] as const;

/**
 * FASTER categories in order from healthiest to Relapse, with the zone score of spec 1 section 9
 * and behaviours written for Holdfast (not copied from any published scale).
 */
export const FASTER_CATEGORIES = [
  {
    id: 1,
    name: 'restoration',
    display_name: 'Restoration',
    color_code: '#2f9e44',
    order_number: 1,
    score: 6.5,
    behaviors: [
      'Honest with the people close to me',
      'Keeping my daily practices',
      'Reaching out before I need to',
      'Resting well',
      'Grateful for today',
      'Keeping my commitments',
    ],
  },
  {
    id: 2,
    name: 'forgetting_priorities',
    display_name: 'Forgetting priorities',
    color_code: '#74b816',
    order_number: 2,
    score: 5.5,
    behaviors: [
      'Skipping prayer or reading',
      'Too busy to call my partner',
      'Keeping small secrets',
      'Staying up late on screens',
      'Losing interest in my group',
      'Putting off what matters',
    ],
  },
  {
    id: 3,
    name: 'anxiety',
    display_name: 'Anxiety',
    color_code: '#fab005',
    order_number: 3,
    score: 4.5,
    behaviors: [
      'Worrying about things I cannot change',
      'Trouble sleeping',
      'Restless and on edge',
      'Replaying conversations',
      'Feeling I must control outcomes',
      'Vague sense of dread',
    ],
  },
  {
    id: 4,
    name: 'speeding_up',
    display_name: 'Speeding up',
    color_code: '#fd7e14',
    order_number: 4,
    score: 3.5,
    behaviors: ['Always on the go', 'Overcommitting', 'Skipping meals', 'Unable to sit still', 'Overspending', 'Chasing distractions'],
  },
  {
    id: 5,
    name: 'ticked_off',
    display_name: 'Ticked off',
    color_code: '#f03e3e',
    order_number: 5,
    score: 2.5,
    behaviors: [
      'Irritated at small things',
      'Blaming others',
      'Resentful',
      'Defensive when asked how I am',
      'Pushing people away',
      'Feeling owed something',
    ],
  },
  {
    id: 6,
    name: 'exhausted',
    display_name: 'Exhausted',
    color_code: '#c2255c',
    order_number: 6,
    score: 1.5,
    behaviors: [
      'Numb or hopeless',
      'Giving up on my practices',
      'Isolating',
      'Craving escape',
      'Too tired to care',
      'Telling myself it does not matter',
    ],
  },
  {
    id: 7,
    name: 'relapse',
    display_name: 'Relapse',
    color_code: '#862e9c',
    order_number: 7,
    score: 0.5,
    behaviors: [
      'Acted out',
      'Returned to an old habit',
      'Hid what happened',
      'Broke a boundary I set',
      'Gave in to the urge',
      'Feeling out of control',
    ],
  },
] as const;

/** Each behaviour's id: category id * 100 + position (1-based), stable across seeds. */
export function fasterEmotionId(categoryId: number, position: number) {
  return categoryId * 100 + position;
}

export const CALENDAR_CHECKINS_PAGE_SIZE = 45;
export const RECENT_DAYS = 5;
export const WEEKLY_SUMMARY_DAYS = 7;
export const STREAK_MILESTONES = [7, 30, 90, 180, 365] as const;
