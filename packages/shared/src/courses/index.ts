export * from './courses.constants';
export * from './courses.texts';
export * from './courses.rules';
export * from './courses.contract';
export * from './courses.paths';
