// The client's coaching pages as one lazy chunk (the client page itself is composed in app/pages/).
export { CoachResourcesPage } from './coach-resources-page';
export { HabitTrackerPage } from './habit-tracker-page';
