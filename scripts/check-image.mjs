#!/usr/bin/env node
// The container image's runtime stage, without Docker (.ci/run; docs/operations.md, "The image
// without Docker"). No engine runs on the machines Holdfast is built on, so this does what the
// Dockerfile's last stage does to a folder instead: the build stage's `npm prune --omit=dev` on a copy
// of the installed packages (hard links, so quick), then every `COPY --from=build /app/X ./X` of the
// last stage into an empty folder, and nothing else. It starts that folder with the stage's ENV and
// CMD on a fresh data folder (PGlite) and a free port, and checks that it answers what compose and the
// proxy rely on: /livez, /readyz ready, the web app's /login, the API's app-info, the HEALTHCHECK's
// own command, and a SIGTERM drain that exits 0. A package the server needs that is only a dev
// dependency, or a file the runtime reads that no COPY brings, fails here as it would in the image.
// Prints the figures (files, sizes, time to ready). The web app and the server bundle are built
// first when their sources changed (scripts/build-if-changed.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeStage } from './dockerfile.ts';
import { freePort } from './free-port.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { bytes, files };
}

const run = (cmd, args, opts) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
};

async function main() {
  const stage = runtimeStage(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  if (!stage.cmd) throw new Error('check-image: the last stage has no CMD in JSON form');
  run(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: root });

  const work = mkdtempSync(path.join(os.tmpdir(), 'holdfast-image-'));
  const build = path.join(work, 'build');
  const app = path.join(work, 'app');
  const data = path.join(work, 'data');
  let server;
  try {
    // The build stage's /app after `npm prune --omit=dev`: the workspace's manifests and installed
    // packages (hard links: pruning removes entries of the copy only), pruned as the Dockerfile does.
    const started = Date.now();
    const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.flatMap((glob) =>
      glob.endsWith('/*')
        ? readdirSync(path.join(root, glob.slice(0, -2)), { withFileTypes: true })
            .filter((d) => d.isDirectory())
            .map((d) => `${glob.slice(0, -2)}/${d.name}`)
        : [glob],
    );
    for (const dir of ['.', ...workspaces]) {
      mkdirSync(path.join(build, dir), { recursive: true });
      cpSync(path.join(root, dir, 'package.json'), path.join(build, dir, 'package.json'));
      if (existsSync(path.join(root, dir, 'node_modules')))
        run('cp', ['-al', path.join(root, dir, 'node_modules'), path.join(build, dir, 'node_modules')]);
    }
    cpSync(path.join(root, 'package-lock.json'), path.join(build, 'package-lock.json'));
    run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', '--loglevel=error'], {
      cwd: build,
    });
    const pruneMs = Date.now() - started;

    // The last stage: only what its COPY lines bring (outputs from the checkout, the pruned packages from the copy).
    for (const rel of stage.copies) {
      const from = path.join(rel.split('/').includes('node_modules') ? build : root, rel);
      if (!existsSync(from)) throw new Error(`check-image: COPY --from=build /app/${rel}: nothing at ${rel} (not built?)`);
      mkdirSync(path.dirname(path.join(app, rel)), { recursive: true });
      run('cp', ['-al', from, path.join(app, rel)]);
    }
    const modules = sizeOf(path.join(app, 'node_modules'));
    const total = sizeOf(app);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const [command, ...args] = stage.cmd;
    if (command !== 'node') throw new Error(`check-image: CMD runs ${command}, not node`);
    const log = [];
    const t0 = Date.now();
    server = spawn(process.execPath, args, {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...stage.env,
        DATA_DIR: data,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const s of [server.stdout, server.stderr]) s.setEncoding('utf8').on('data', (chunk) => log.push(chunk));
    const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

    const get = async (url) => {
      const res = await fetch(`${base}${url}`, { redirect: 'manual' });
      return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
    };
    let ready = null;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      if (server.exitCode !== null) throw new Error(`the image's server exited early:\n${log.join('').slice(-3000)}`);
      ready = await get('/readyz').catch(() => null);
      if (ready?.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const readyMs = Date.now() - t0;
    const problems = [];
    if (ready?.status !== 200) problems.push(`/readyz answered ${ready?.status ?? 'nothing'} after 90 s: ${ready?.body ?? ''}`);
    const livez = await get('/livez');
    if (livez.status !== 200) problems.push(`/livez answered ${livez.status}`);
    const login = await get('/login');
    if (login.status !== 200 || !login.type.includes('text/html') || !login.body.includes('id="root"'))
      problems.push(`/login answered ${login.status} ${login.type} (not the web app's page)`);
    const info = await get('/api/v1.2/app-info');
    if (info.status !== 200 || !info.type.includes('json')) problems.push(`GET /api/v1.2/app-info answered ${info.status}`);
    // The HEALTHCHECK's own command, pointed at this port (the image listens on 3000).
    if (!stage.healthCmd) problems.push('the last stage has no HEALTHCHECK CMD');
    else {
      const shell = spawnSync('sh', ['-c', stage.healthCmd.replaceAll(':3000/', `:${port}/`)], {
        cwd: app,
        env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` },
      });
      if (shell.status !== 0) problems.push(`the HEALTHCHECK command exited ${shell.status}`);
    }
    const t1 = Date.now();
    server.kill('SIGTERM');
    const end = await exited;
    const drainMs = Date.now() - t1;
    if (end.code !== 0) problems.push(`after SIGTERM it exited with ${end.code ?? end.signal}`);
    server = null;

    const mb = (b) => (b / 1024 / 1024).toFixed(0);
    console.log(
      `image without Docker: ${stage.copies.length} COPY lines, ${total.files} files (${mb(total.bytes)} MB), of them node_modules ${modules.files} (${mb(modules.bytes)} MB, pruned in ${(pruneMs / 1000).toFixed(1)} s)`,
    );
    console.log(`  ready (/readyz 200) ${readyMs} ms after start; SIGTERM to exit ${drainMs} ms`);
    if (problems.length) {
      for (const p of problems) console.error(`  FAILED ${p}`);
      console.error(log.join('').slice(-3000));
      process.exitCode = 1;
    } else console.log('  /livez, /readyz, /login, app-info, the HEALTHCHECK command and the drain: as the image needs');
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
