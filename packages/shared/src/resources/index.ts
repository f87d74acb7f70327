export * from './resources.constants';
export * from './resources.texts';
export * from './resources.paths';
export * from './resources.contract';
