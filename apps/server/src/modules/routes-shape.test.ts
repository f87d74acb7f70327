import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every route is registered one way (docs/STYLE.md): its path from the area's shared API paths
 * through `routePath(paths.x, ':id')`, its options from a function `routeOptions(guard, tags)`
 * made, `user('What it does', { params, body, response })`. No path literal, no options object
 * built by hand (where the guard could be left out or the tags forgotten).
 */
const modulesDir = path.resolve(__dirname);
const routesFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.routes.ts'))
  .map((file) => path.join(modulesDir, file));

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
/** The names a routes file gives its Fastify instance (a scope of its own is `hook`). */
const FASTIFY = new Set(['app', 'root', 'hook']);

/** The route registrations of a source text whose path is not routePath(...) or whose options are not a call. */
function misshapenRoutes(name: string, text: string): string[] {
  const sf = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const wrong: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      FASTIFY.has(node.expression.expression.text) &&
      METHODS.has(node.expression.name.text) &&
      node.arguments.length >= 2
    ) {
      const [pathArg, optionsArg] = node.arguments;
      const where = `${name}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
      if (!(ts.isCallExpression(pathArg!) && pathArg.expression.getText(sf) === 'routePath'))
        wrong.push(`${where} path ${pathArg!.getText(sf)}`);
      if (node.arguments.length >= 3 && !ts.isCallExpression(optionsArg!))
        wrong.push(`${where} options ${optionsArg!.getText(sf).slice(0, 40)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return wrong;
}

describe('routes files', () => {
  it('register every route with routePath(shared path) and options made by routeOptions', () => {
    expect(routesFiles.length).toBeGreaterThanOrEqual(13);
    expect(routesFiles.flatMap((file) => misshapenRoutes(path.basename(file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('a path literal or a hand-built options object fails the check', () => {
    const probe = [
      "app.get('/things', user('Things', { response: { 200: s } }), async () => null);",
      "app.post(routePath(paths.things), { onRequest: app.authenticate(), schema: { summary: 'x' } }, async () => null);",
      "app.put(routePath(paths.thing, ':id'), user('A thing', { params }), async () => null);",
    ].join('\n');
    expect(misshapenRoutes('probe.routes.ts', probe)).toEqual([
      "probe.routes.ts:1 path '/things'",
      expect.stringContaining('probe.routes.ts:2 options'),
    ]);
  });
});
