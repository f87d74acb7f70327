import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The permission pattern (docs/ARCHITECTURE.md, "Permissions"), checked on the source: every
 * area has `<area>.policy.ts`, and every function a service hands out opens with one
 * `assertCan(...)` — or with a `// public: <why>` comment when no actor is checked.
 */
const modulesDir = __dirname;
const areas = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serviceFiles = areas.flatMap((area) =>
  readdirSync(path.join(modulesDir, area))
    .filter((f) => f.endsWith('.service.ts'))
    .map((f) => path.join(area, f)),
);

function body(node: ts.Node): ts.Block | ts.Expression | undefined {
  if (ts.isMethodDeclaration(node) || ts.isFunctionDeclaration(node)) return node.body;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node.body;
  return undefined;
}

/** Names of the service's functions whose first statement is neither `assertCan(...)` nor preceded by `// public:`. */
function uncheckedFunctions(file: string): string[] {
  const text = readFileSync(path.join(modulesDir, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const locals = new Map<string, ts.Node>();
  const factories: ts.FunctionDeclaration[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) {
      locals.set(node.name.text, node);
      const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && /^create\w+Service$/.test(node.name.text)) factories.push(node);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && body(node.initializer))
      locals.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const opensWithCheck = (fn: ts.Node) => {
    const b = body(fn);
    if (!b || !ts.isBlock(b)) return false;
    const first = b.statements[0];
    if (!first) return false;
    const comments = text.slice(first.getFullStart(), first.getStart());
    if (/\/\/ public: \S/.test(comments)) return true;
    return (
      ts.isExpressionStatement(first) && ts.isCallExpression(first.expression) && first.expression.expression.getText() === 'assertCan'
    );
  };
  const bad: string[] = [];
  for (const factory of factories) {
    const returned = factory.body?.statements.find(ts.isReturnStatement)?.expression;
    if (!returned || !ts.isObjectLiteralExpression(returned)) {
      bad.push(`${factory.name!.text}: returns no object literal`);
      continue;
    }
    for (const prop of returned.properties) {
      const name = prop.name?.getText() ?? prop.getText();
      let fn: ts.Node | undefined;
      if (ts.isMethodDeclaration(prop)) fn = prop;
      else if (ts.isShorthandPropertyAssignment(prop)) fn = locals.get(prop.name.text);
      else if (ts.isPropertyAssignment(prop)) fn = ts.isIdentifier(prop.initializer) ? locals.get(prop.initializer.text) : prop.initializer;
      if (fn && !body(fn)) continue; // a value, not a function (e.g. a storage handle)
      if (!fn || !opensWithCheck(fn)) bad.push(name);
    }
  }
  return bad;
}

describe('permissions', () => {
  it.each(areas)('%s has a policy file', (area) => {
    expect(readdirSync(path.join(modulesDir, area))).toContain(`${area}.policy.ts`);
  });

  it('finds the services (the check below would pass on nothing otherwise)', () => {
    expect(serviceFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(serviceFiles)('every function of %s opens with assertCan or a // public: marker', (file) => {
    expect(uncheckedFunctions(file)).toEqual([]);
  });
});
