import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (docs/ARCHITECTURE.md, "Owned tables"), checked on the source. A table belongs
 * to the area whose `*.table.ts` declares it (a module, or a platform service such as jobs or mail);
 * only that area's files name it in SQL or import its drizzle object. Another area asks the owner's
 * read functions (exported from its index.ts), which may hand back an SQL fragment where a statement
 * must stay one statement: the fragment is the owner's text, so the owner can change its table.
 * Foreign keys in `*.table.ts` and the migrations are the exceptions; tests may reach across.
 */
const srcDir = path.resolve(__dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

/** `modules/groups`, `platform/jobs`: the area a source file belongs to (null: app.ts, main.ts, tests' helpers). */
export function areaOf(file: string): string | null {
  const [top, name, ...rest] = path.relative(srcDir, file).split(path.sep);
  return (top === 'modules' || top === 'platform') && rest.length > 0 ? `${top}/${name}` : null;
}

const sources = [...filesUnder(path.join(srcDir, 'modules')), ...filesUnder(path.join(srcDir, 'platform'))];
const tableFiles = sources.filter((file) => file.endsWith('.table.ts'));

/** Table name → owning area, and the drizzle objects' file → area, read from the `*.table.ts` files. */
const owners = new Map<string, string>();
for (const file of tableFiles)
  for (const match of readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) owners.set(match[1]!, areaOf(file)!);

const SQL_WORDS = /\b(select|insert\s+into|update|delete\s+from|join|where|returning)\b/i;
const TABLE_AFTER = /\b(?:from|join|into|update|truncate|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * What one source file names of other areas' tables: table names after from/join/into/update in its
 * string and template literals that read as SQL, and value imports of another area's `*.table.ts`.
 */
export function foreignTables(file: string, text: string): string[] {
  const area = areaOf(file);
  if (!area) return [];
  const found = new Set<string>();
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const readSql = (literal: string) => {
    if (!SQL_WORDS.test(literal)) return;
    for (const match of literal.matchAll(TABLE_AFTER)) {
      const owner = owners.get(match[1]!.toLowerCase());
      if (owner && owner !== area) found.add(`${match[1]!.toLowerCase()} (${owner})`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) readSql(node.text);
    else if (ts.isTemplateExpression(node)) readSql([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' $ '));
    else if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const target = node.moduleSpecifier.text;
      if (target.startsWith('.') && target.endsWith('.table')) {
        const resolved = path.resolve(path.dirname(file), `${target}.ts`);
        const owner = areaOf(resolved);
        const values = node.importClause?.namedBindings;
        const hasValue = values && ts.isNamedImports(values) ? values.elements.some((element) => !element.isTypeOnly) : true;
        if (owner && owner !== area && hasValue) found.add(`${path.basename(target)} objects (${owner})`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].sort();
}

const checked = sources.filter(
  (file) => !file.endsWith('.table.ts') && !file.endsWith('.test.ts') && !file.includes(`${path.sep}test${path.sep}`),
);

describe('one owner per table', () => {
  it('reads the owners from the *.table.ts files', () => {
    expect(owners.get('users')).toBe('modules/accounts');
    expect(owners.get('group_members')).toBe('modules/groups');
    expect(owners.get('jobs')).toBe('platform/jobs');
    expect(owners.size).toBeGreaterThan(60);
  });

  it('finds a repository naming another area’s table (a probe)', () => {
    const probe = path.join(srcDir, 'modules/community/probe.repository.ts');
    const text = [
      "import { sql } from 'drizzle-orm';",
      "import { groupMembers } from '../groups/groups.table';",
      "import type { GroupRow } from '../groups/groups.table';",
      'export const q = (id: number) => sql`select 1 from community_threads t join group_members gm on gm.user_id = ${id}`;',
      "export const error = 'You were removed from groups';",
    ].join('\n');
    expect(foreignTables(probe, text)).toEqual(['group_members (modules/groups)', 'groups.table objects (modules/groups)']);
  });

  it('no area names a table it does not own', () => {
    const actual: Record<string, string[]> = {};
    for (const file of checked) {
      const names = foreignTables(file, readFileSync(file, 'utf8'));
      if (names.length) actual[path.relative(srcDir, file)] = names;
    }
    expect(actual).toEqual({});
  });
});
