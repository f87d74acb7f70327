export * from './admin.contract';
export * from './admin.texts';
export * from './admin.paths';
export * from './courses.contract';
export * from './courses.texts';
export * from './courses.paths';
