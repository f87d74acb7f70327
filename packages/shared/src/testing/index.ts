export * from './xss-corpus';
export * from './premium-application';
