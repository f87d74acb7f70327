export * from './coaching.constants';
export * from './coaching.contract';
export * from './coaching.events';
export * from './coaching.paths';
export * from './coaching.rules';
export * from './coaching.texts';
export * from './relationships.texts';
export * from './relationships.contract';
// The coach pages' read answers (web: coaching centre).
export * from './coach-centre.texts';
export * from './coaching.client';
// web billing and onboarding
export * from './coach-billing';
export * from './coach-admin.texts';
export * from './coach-invitation';
export * from './billing-answers.contract';
export * from './billing.contract';
export * from './billing.texts';
// What a coach reads of clients, the notes and the habit tracker.
export * from './habits.rules';
export * from './reads.contract';
export * from './reads.texts';
