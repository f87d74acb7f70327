export * from './community.constants';
export * from './community.contract';
export * from './community.events';
export * from './community.rules';
export * from './community.texts';
export * from './community-people.contract';
export * from './community.paths';
