export * from './messaging.constants';
export * from './messaging.contract';
export * from './messaging.events';
export * from './messaging.paths';
export * from './messaging.rules';
export * from './messaging.texts';
