export * from './coaching.constants';
export * from './coaching.contract';
export * from './coaching.events';
export * from './coaching.paths';
export * from './coaching.rules';
export * from './coaching.texts';
// web billing and onboarding
export * from './coach-billing';
export * from './coach-admin.texts';
export * from './coach-invitation';
export * from './billing-answers.contract';
