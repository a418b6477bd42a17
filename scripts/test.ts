/**
 * `npm test`: static checks (tsc, the generated API routes, ESLint, Prettier), unit and API tests (vitest), then the e2e tests in Chromium (Playwright) against a
 * freshly built shop. Without Chromium, e2e is skipped loudly, unless REQUIRE_E2E=1 (CI) makes it fail.
 * Ends with one summary line: "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../tests/e2e/chromium.ts';

const reports = mkdtempSync(path.join(tmpdir(), 'mooli-test-report-'));
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const only = process.argv[2];
let status = 0;
// Static checks first: types, the storefront's view of the API contracts, lint and layout.
if (!only || only === 'check') {
  const checks: [string, string[]][] = [
    ['types', ['node_modules/typescript/bin/tsc', '--noEmit']],
    ['contracts', ['scripts/contracts.ts', '--check']],
    ['eslint', ['node_modules/eslint/bin/eslint.js', '.']],
    ['prettier', ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn']],
  ];
  for (const [name, args] of checks) {
    const code = run(args);
    console.log(`check ${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
    if (code !== 0) status = 1;
  }
}
if (status === 0 && (!only || only === 'vitest')) {
  const out = path.join(reports, 'vitest.json');
  status = run(['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const r = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(out);
  if (r) {
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    counts.skipped += r.numPendingTests + r.numTodoTests;
  }
}
if (status === 0 && (!only || only === 'e2e')) {
  const chromium = chromiumPath();
  if (!chromium) {
    const message = "No Chromium found (install Debian's chromium package or set CHROMIUM_PATH): the e2e tests did NOT run.";
    if (process.env.REQUIRE_E2E === '1') {
      console.error(`\nERROR: ${message} REQUIRE_E2E=1 makes this a failure.`);
      status = 1;
    } else {
      console.warn(`\n${'!'.repeat(80)}\nWARNING: ${message}\n${'!'.repeat(80)}\n`);
    }
  } else {
    const out = path.join(reports, 'playwright.json');
    status = run(['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(out);
    if (r) {
      counts.passed += r.stats.expected + r.stats.flaky;
      counts.failed += r.stats.unexpected;
      counts.skipped += r.stats.skipped;
      counts.flaky += r.stats.flaky;
    } else if (status !== 0) counts.failed += 1;
  }
}
rmSync(reports, { recursive: true, force: true });
console.log(
  `\ntests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${counts.flaky ? ` (${counts.flaky} passed only on retry: see "flaky" above)` : ''}`,
);
process.exit(status);
