#!/usr/bin/env node
// Gzip size of the JavaScript the browser loads for the first visit to /login:
// the entry chunk and its static imports, plus the login route chunk and its static imports.
// Reads the Vite manifest (build.manifest) in apps/web/dist. Fails above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const LOGIN_ROUTE_MODULE = 'src/features/accounts/pages/login-page.tsx';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}; run "npm run build -w @holdfast/web" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no entry ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(dep, files);
}

const files = new Set();
const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
if (entries.length === 0) throw new Error('Manifest has no entry chunk');
for (const [key] of entries) collect(key, files);
collect(LOGIN_ROUTE_MODULE, files);

let total = 0;
const rows = [];
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`/login first load: ${totalKb.toFixed(1)} KB gzip JS (${rows.length} files, budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
