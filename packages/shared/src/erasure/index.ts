export * from './erasure.contract';
export * from './erasure.paths';
export * from './erasure.texts';
