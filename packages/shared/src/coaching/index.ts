export * from './coaching.constants';
export * from './coaching.contract';
export * from './coaching.events';
export * from './coaching.paths';
export * from './coaching.rules';
export * from './coaching.texts';
export * from './billing.contract';
export * from './billing.texts';
