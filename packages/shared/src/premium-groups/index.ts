export * from './premium-groups.constants';
export * from './premium-groups.contract';
export * from './premium-groups.paths';
export * from './premium-groups.rules';
export * from './premium-groups.texts';
