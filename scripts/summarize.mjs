#!/usr/bin/env node
// Sums the JSON reports of every suite that ran (Vitest and Playwright) into one closing line:
// "N passed, N failed" (", N skipped" when any were skipped).
import { existsSync, readFileSync } from 'node:fs';

export function countReport(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) };
  }
  if (r.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry
    return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  }
  throw new Error(`unknown report format: ${file}`);
}

/** The names of the tests that failed in one report (Playwright: failed every try), for the run's last lines. */
export function failedTests(file) {
  if (!existsSync(file)) return [];
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) {
    return r.testResults.flatMap((f) =>
      f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${f.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}`),
    );
  }
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') names.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const s of r.suites ?? []) walk(s, []);
  return names;
}

export function summarize(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const missing = [];
  for (const f of files) {
    const c = countReport(f);
    if (!c) {
      missing.push(f);
      continue;
    }
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  return { total, missing };
}

export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/**
 * Prints the run's last lines for these reports: each missing report, each failed test (`FAILED …`,
 * at the very end, where a truncated CI log still shows them), then the closing line. Returns the sums.
 */
export function printSummary(files) {
  const { total, missing } = summarize(files);
  for (const m of missing) console.error(`[test] report missing (suite did not finish): ${m}`);
  for (const name of files.flatMap(failedTests)) console.log(`FAILED ${name}`);
  console.log(closingLine(total));
  return { total, missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, missing } = printSummary(process.argv.slice(2));
  process.exit(total.failed > 0 || missing.length > 0 ? 1 : 0);
}
