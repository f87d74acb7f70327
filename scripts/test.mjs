#!/usr/bin/env node
// `npm test`: every suite — shared rules, API, web components (Vitest) and browser flows
// (Playwright on Debian's Chromium against the built app and a real server) — then one closing line.
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
const buildExit = run('npm', ['run', 'build', '-w', '@holdfast/web']);
const e2eExit =
  buildExit === 0 ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` }) : 1;

if (buildExit !== 0) console.error('[test] the web build failed, so the browser tests could not run');
const { total, missing } = printSummary([`${reports}/vitest.json`, `${reports}/playwright.json`]);
process.exit(unitExit || buildExit || e2eExit || (missing.length ? 1 : 0) || (total.failed ? 1 : 0));
