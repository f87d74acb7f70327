import { describe, expect, it } from 'vitest';

/**
 * The web's API files (docs/STYLE.md): one call per file, named for it (`verb-noun.ts` exporting
 * `verbNoun` and `useVerbNoun`), its path from the area's shared `<area>ApiPaths` (the names the
 * server's routes register), never a path written out.
 */
const sources = import.meta.glob(['/src/features/*/api/*.ts', '/src/features/*/*/api/*.ts', '/src/lib/api/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const CALL = /\b(?:api\.(?:get|post|put|patch|delete)|apiRequest|apiUpload)\s*(?:<[^()]*>)?\(\s*/g;

/** What is wrong with one API file: more than one call, or a call whose path is a literal. */
function problemsOf(name: string, text: string): string[] {
  const calls = [...text.matchAll(CALL)];
  const problems = calls.length > 1 ? [`${name}: ${calls.length} API calls`] : [];
  for (const call of calls) {
    const next = text.slice(call.index + call[0].length, call.index + call[0].length + 60);
    if (/^['"`]/.test(next)) problems.push(`${name}: path written out: ${next.split('\n')[0]}`);
  }
  return problems;
}

describe('web API files', () => {
  it('each makes one API call, its path from the shared API paths', () => {
    const names = Object.keys(sources);
    expect(names.length).toBeGreaterThan(150);
    expect(names.flatMap((name) => problemsOf(name, sources[name]!))).toEqual([]);
  });

  it('a second call or a path written out fails the check', () => {
    const probe = "export const a = () => api.get<Thing>('things');\nexport const b = (id: number) => apiRequest(paths.thing(id));";
    expect(problemsOf('probe.ts', probe)).toEqual(['probe.ts: 2 API calls', "probe.ts: path written out: 'things');"]);
  });
});
