// npm run audit: npm's advisory check where the advisory service answers; a plain line saying so
// where it does not (an offline or firewalled machine), instead of a stack of registry errors.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['audit', '--json', ...process.argv.slice(2)], { encoding: 'utf8', timeout: 120_000 });
const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
let report = null;
try {
  report = JSON.parse(result.stdout);
} catch {
  /* not JSON: an error before any report */
}

const unreachable =
  result.error !== undefined ||
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|audit endpoint returned an error|request to .* failed/i.test(output) ||
  (report?.error && !report.metadata);

if (unreachable) {
  console.log(
    'npm run audit: the npm advisory service is not reachable from this machine; no advisories were checked (run it where the registry answers, e.g. in CI).',
  );
  process.exit(0);
}
if (!report?.metadata) {
  process.stdout.write(output);
  process.exit(result.status ?? 1);
}
const v = report.metadata.vulnerabilities;
const total = Object.values(v).reduce((a, b) => a + b, 0);
for (const [name, info] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`${info.severity.padEnd(8)} ${name} ${info.range ?? ''}${info.fixAvailable ? ' (fix available: npm audit fix)' : ''}`);
}
console.log(
  `npm run audit: ${total} known vulnerabilities (critical ${v.critical}, high ${v.high}, moderate ${v.moderate}, low ${v.low}) in ${report.metadata.dependencies?.total ?? '?'} dependencies.`,
);
process.exit(v.critical + v.high > 0 ? 1 : 0);
