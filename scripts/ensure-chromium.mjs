#!/usr/bin/env node
// Browser tests use Debian's Chromium (never a downloaded browser build). Installs it with apt
// when running as root; otherwise fails with one line that says how.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('[test] Chromium is missing: installing Debian package "chromium" with apt-get ...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  console.error(`[test] Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
