export * from './data-exports.constants';
export * from './data-exports.contract';
export * from './data-exports.files';
export * from './data-exports.paths';
export * from './data-exports.texts';
