#!/usr/bin/env node
// `npm start`, step one: bring the two build outputs up to date, rebuilding each only when its
// sources changed since its last build (a SHA-256 over the input files' paths and contents).
//   - the web app (Vite) into apps/web/dist; its hash is kept beside it in apps/web/.dist-source-hash
//     together with the built index.html's mtime, so a build made some other way is never trusted;
//   - the server (esbuild bundle of apps/server/src/main.ts with a source map) into
//     apps/server/dist/main.js, and the backup commands' into dist/backup-cli.js; its hash in apps/server/dist/.source-hash.
// Step two (package.json) runs `node --enable-source-maps apps/server/dist/main.js`.
// `node scripts/build-if-changed.mjs --server` builds only the server bundle.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (p) => path.join(root, p);
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage', 'test-results']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

function listFiles(entry, out) {
  const full = rel(entry);
  if (!existsSync(full)) return out;
  if (statSync(full).isFile()) {
    out.push(entry);
    return out;
  }
  for (const item of readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (item.isDirectory()) {
      if (!IGNORED_DIRS.has(item.name)) listFiles(path.join(entry, item.name), out);
    } else if (!isTest(item.name)) out.push(path.join(entry, item.name));
  }
  return out;
}

function sourceHash(entries, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of entries.flatMap((e) => listFiles(e, []))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(rel(file)))
      .update('\0');
  }
  return hash.digest('hex');
}

// Inputs shared by both builds: the workspace packages' code and every dependency's version.
const SHARED = ['packages/shared/src', 'packages/shared/package.json', 'package.json', 'package-lock.json', 'scripts/build-if-changed.mjs'];

function buildWeb() {
  const dist = rel('apps/web/dist');
  const stampFile = rel('apps/web/.dist-source-hash');
  // Build-time variables change the output as well.
  const env = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_'))
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const hash = sourceHash(
    [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/tsconfig.json',
      ...SHARED,
    ],
    env,
  );
  const index = path.join(dist, 'index.html');
  const stamp = (existsSync(index) ? statSync(index).mtimeMs : 'none') + ' ' + hash;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log('web app: up to date (apps/web/dist)');
    return;
  }
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  console.log('web app: building (apps/web/dist) …');
  // Quiet unless it fails: Vite's chunk listing (~190 lines) is kept back and printed only then.
  const result = spawnSync(npm, ['run', 'build', '-w', '@holdfast/web'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`web app: build failed${result.error ? ` (${result.error.message})` : ''}`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, statSync(index).mtimeMs + ' ' + hash);
  console.log(`web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function buildServer() {
  const outdir = rel('apps/server/dist');
  const stampFile = path.join(outdir, '.source-hash');
  const hash = sourceHash(['apps/server/src', 'apps/server/package.json', ...SHARED]);
  const outputs = ['main.js', 'backup-cli.js'];
  if (outputs.every((f) => existsSync(path.join(outdir, f))) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    console.log('server: up to date (apps/server/dist/main.js)');
    return;
  }
  const started = Date.now();
  const esbuild = await import('esbuild');
  await esbuild.build({
    // The server, and the backup commands (`node apps/server/dist/backup-cli.js backup`, for the image, which has no sources).
    entryPoints: [rel('apps/server/src/main.ts'), rel('apps/server/src/backup-cli.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Our own code and the workspace packages (TypeScript) are bundled; every npm dependency
        // stays an import Node resolves from node_modules, so native and WASM packages (argon2,
        // PGlite) and packages that read files beside themselves (swagger-ui, pino) work unchanged.
        name: 'dependencies-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@holdfast/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  mkdirSync(outdir, { recursive: true });
  writeFileSync(stampFile, hash);
  console.log(`server: bundled in ${((Date.now() - started) / 1000).toFixed(1)} s (apps/server/dist/main.js)`);
}

if (!process.argv.includes('--server')) buildWeb();
await buildServer();
