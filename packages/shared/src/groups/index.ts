export * from './groups.constants';
export * from './groups.contract';
export * from './groups.events';
export * from './groups.notifications';
export * from './groups.paths';
export * from './groups.rules';
export * from './groups.texts';
