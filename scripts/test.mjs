#!/usr/bin/env node
// `npm test`: every suite — shared rules, API, web components (Vitest) and browser flows
// (Playwright on Debian's Chromium against the built app and a real server), with the first-load budgets
// checked on the build in between (scripts/size.mjs) — then one closing line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { printSummary } from './summarize.mjs';

console.log(`[test] node ${process.version} (${process.execPath})`);
const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
ensureChromium();

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const unitExit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
// The web app and the server bundle, each built when its sources changed (scripts/build-if-changed.mjs,
// as `npm start` does): its stamp lets the steps after npm test in .ci/run (the image check) and
// `npm run lighthouse` use this build instead of making it again.
const buildExit = run(process.execPath, ['scripts/build-if-changed.mjs']);
// The first-load budgets (/login 200 KB and 22 files, /dashboard 220 KB and 10 files of gzip JavaScript) on that build.
const sizeExit = buildExit === 0 ? run('node', ['scripts/size.mjs']) : 1;
const e2eExit = buildExit === 0 ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` }) : 1;

if (buildExit !== 0) console.error('[test] the web build failed, so the browser tests could not run');
else if (sizeExit !== 0) console.error('[test] a first load is over its budget (scripts/size.mjs, above)');
const { total, missing } = printSummary([`${reports}/vitest.json`, `${reports}/playwright.json`]);
process.exit(unitExit || buildExit || sizeExit || e2eExit || (missing.length ? 1 : 0) || (total.failed ? 1 : 0));
