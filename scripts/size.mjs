#!/usr/bin/env node
// Gzip size of the JavaScript the browser loads for a first visit, per page: the entry chunk and its
// static imports, plus the page's route chunks (for /dashboard the signed-in shell's too) and their
// static imports; code a page loads later (lazy cards, dialogs, menus) is not counted.
// Reads the Vite manifest (build.manifest) in apps/web/dist. Fails when a page is above its budget
// of KB or of files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
// Source paths of admin code: the console (features/admin) and any area's admin/ folder or admin-*.tsx page.
import { ADMIN_SOURCES } from '../apps/web/admin-sources.ts';

// maxFiles: on a phone network each script file is at least a round trip, six at a time over HTTP/1.1,
// so a change that cuts a first load into many small chunks is slower with the same bytes (a slip in
// the build's chunk groups once took /dashboard from 14 files to 44 without moving its KB).
const PAGES = [
  { page: '/login', budgetKb: 200, maxFiles: 22, modules: ['src/features/accounts/pages/login-page.tsx'] },
  // Issue 11: the signed-in shell and the dashboard route.
  { page: '/dashboard', budgetKb: 220, maxFiles: 10, modules: ['src/app/shell/app-layout.tsx', 'src/app/pages/dashboard-page.tsx'] },
];

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
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep, files);
}

const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
if (entries.length === 0) throw new Error('Manifest has no entry chunk');

// The preload map Vite puts at the top of a chunk with lazy imports (`const __vite__mapDeps=...`):
// the file names each lazy import fetches beside its chunk. apps/web/vite.config.ts keeps only CSS in
// it (a lazy route's JavaScript imports are fetched by its chunk), so it no longer grows with every area.
for (const [key, chunk] of entries) {
  const code = readFileSync(join(dist, chunk.file), 'utf8');
  const map = /^const __vite__mapDeps=.*\n/.exec(code)?.[0] ?? '';
  const names = map.match(/"[^"]+"/g) ?? [];
  const lists = code.match(/__vite__mapDeps\(\[/g) ?? [];
  const cost = gzipSync(code, { level: 9 }).length - gzipSync(code.slice(map.length), { level: 9 }).length;
  const js = names.filter((n) => n.endsWith('.js"')).length;
  console.log(
    `${key}: preload map ${names.length} file names (${js} JavaScript), ${lists.length} dependency lists, ${(cost / 1024).toFixed(1)} KB gzip of the entry\n`,
  );
}

let over = false;
for (const { page, budgetKb, maxFiles, modules } of PAGES) {
  const files = new Set();
  for (const [key] of entries) collect(key, files);
  for (const module of modules) collect(module, files);
  let total = 0;
  const rows = [];
  for (const file of [...files].filter((f) => f.endsWith('.js'))) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    rows.push([file, size]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  // Issue 39: no admin console code in a member's first load. Every console page and the areas'
  // admin pages are lazy chunks of their own, named in the manifest by their source path.
  const adminChunks = Object.entries(manifest)
    .filter(([key]) => ADMIN_SOURCES.test(key))
    .map(([, chunk]) => chunk.file)
    .filter((file) => files.has(file));
  if (adminChunks.length) {
    console.error(`${page}: admin code in the first load: ${adminChunks.join(', ')}`);
    over = true;
  }
  console.log(`${page}:`);
  for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  const totalKb = total / 1024;
  const css = [...files].filter((f) => f.endsWith('.css')).length;
  // The server sends the build's precompressed copies (issue 10): each first-load script and
  // stylesheet of 1 KB or more (the build's threshold, apps/web/vite.config.ts) must have a .br and a
  // .gz beside it that unpack to the file itself; smaller ones are sent as they are.
  let sent = 0;
  for (const file of [...files]) {
    const plain = readFileSync(join(dist, file));
    if (plain.length < 1024) {
      sent += plain.length;
      continue;
    }
    for (const [ext, unpack] of [
      ['.br', brotliDecompressSync],
      ['.gz', gunzipSync],
    ]) {
      const copy = join(dist, file + ext);
      if (!existsSync(copy) || !unpack(readFileSync(copy)).equals(plain)) {
        console.error(`${page}: ${file}${ext} is missing or does not unpack to ${file}`);
        over = true;
      } else if (ext === '.br') sent += readFileSync(copy).length;
    }
  }
  console.log(
    `${page} first load: ${totalKb.toFixed(1)} KB gzip JS (${rows.length} files, budget ${budgetKb} KB and ${maxFiles} files); ${rows.length + css} script and stylesheet requests; ${(sent / 1024).toFixed(1)} KB of JS and CSS sent (brotli, files under 1 KB as they are)\n`,
  );
  if (totalKb > budgetKb) {
    console.error(`${page}: over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
    over = true;
  }
  if (rows.length > maxFiles) {
    console.error(`${page}: ${rows.length} script files, more than its ${maxFiles}`);
    over = true;
  }
}
if (over) process.exit(1);
