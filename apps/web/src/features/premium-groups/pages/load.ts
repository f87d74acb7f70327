/**
 * The premium pages, loaded from this small chunk rather than from the entry: a dynamic import's
 * preload list is written into the chunk that makes it, so the pages' many files are listed here
 * and the entry (every first load, /login's budget) lists only this one (issue 14; web-perf).
 */
export const loadPremiumPages = () => import('./index');
