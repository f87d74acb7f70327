import { registerHooks } from 'node:module';

/**
 * Every module Node resolves (import and require) from the moment this file runs: import it first
 * in a test file, before the app, to see which packages the app loads.
 */
const resolved: string[] = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    resolved.push(result.url);
    return result;
  },
});

/** The URLs resolved so far. */
export const resolvedModules = (): readonly string[] => resolved;
