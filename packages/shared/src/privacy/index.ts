export * from './privacy.constants';
export * from './privacy.contract';
export * from './privacy.paths';
export * from './privacy.texts';
