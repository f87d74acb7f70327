export * from './coaching.constants';
export * from './coaching.contract';
export * from './coaching.events';
export * from './coaching.paths';
export * from './coaching.rules';
export * from './coaching.texts';
// What a coach reads of clients, the notes and the habit tracker.
export * from './habits.rules';
export * from './reads.contract';
export * from './reads.texts';
