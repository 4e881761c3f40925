// Runs the static checks and every suite (unit and integration with Vitest, end-to-end with Playwright against a
// fresh Node build, and the production path against the Netlify build) and ends with one line:
// "N passed, N failed, N skipped".
// Exit code is non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

// Where the time goes, printed at the end (issue 34: CI has a 35-minute budget, docs/testing.md).
// .ci/run passes the seconds it spent installing what the machine lacked and the packages.
const prepared = Number(process.env.CI_PREPARE_SECONDS ?? 0);
const phases = prepared > 0 ? [{ label: 'prepare (.ci/run: apt, PostgreSQL, npm install)', seconds: prepared, ok: true }] : [];
const startedAt = Date.now() - prepared * 1000;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  phases.push({ label, seconds: (Date.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0) console.log(`=== ${label} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

function printPhases() {
  const width = Math.max(...phases.map((phase) => phase.label.length), 'total'.length);
  const line = (label, seconds, note = '') => `  ${label.padEnd(width)}  ${String(Math.round(seconds)).padStart(5)} s  ${note}`.trimEnd();
  console.log('\nTime per phase:');
  for (const phase of phases) console.log(line(phase.label, phase.seconds, phase.ok ? '' : '(failed)'));
  console.log(line('total', (Date.now() - startedAt) / 1000));
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// CI shows only the end of this output, so every failed test is named again there. Each suite's report is read
// as soon as it ends: the next Playwright run empties test-results/.
const failures = [];
function noteVitestFailures(report) {
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`vitest ${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
    }
  }
}
function notePlaywrightFailures(suite, report) {
  const walk = (node, trail) => {
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        failures.push(`${suite} ${spec.file}:${spec.line} > ${[...trail, spec.title].join(' > ')} [${test.projectName}]`);
      }
    }
    for (const child of node.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const top of report?.suites ?? []) walk(top, []);
}

// 0. Static checks: astro check (TypeScript strict) and ESLint, counted as one test.
const checked = run('type check and lint', 'npm', ['run', '--silent', 'check']);
if (checked) totals.passed += 1;
else totals.failed += 1;

// 1. Vitest: unit tests and PGlite integration tests.
rmSync('test-results/vitest.json', { force: true });
const vitestOk = run('unit and integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
noteVitestFailures(vitest);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) broken = true;

// 2. The Netlify build, staged for the production rehearsal (scripts/prod-local.ts) before the Node build
//    overwrites dist/.
const netlifyBuilt =
  run('Netlify build', 'npx', ['astro', 'build'], { DEPLOY_TARGET: 'netlify' }) &&
  run('stage the Netlify deploy', 'npx', ['tsx', 'scripts/prod-local.ts', '--stage-only']);
if (!netlifyBuilt) broken = true;

// 3. The Node build (what `npm start` serves), then Playwright against it.
const built = run('build', 'npx', ['astro', 'build']);
if (!built || !existsSync('dist/server/entry.mjs')) {
  broken = true;
} else {
  rmSync('test-results/playwright.json', { force: true });
  const e2eOk = run('end-to-end', 'npx', ['playwright', 'test']);
  const report = readJson('test-results/playwright.json');
  notePlaywrightFailures('e2e', report);
  if (report?.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
  if (!e2eOk && (!report?.stats || report.stats.unexpected === 0)) broken = true;
}

// 4. The Playwright project "production": journeys on the production path run whole (docs/decisions/0017).
if (netlifyBuilt) {
  rmSync('test-results/playwright-production.json', { force: true });
  const prodOk = run('production path', 'npx', ['playwright', 'test', '-c', 'playwright.production.config.ts']);
  const report = readJson('test-results/playwright-production.json');
  notePlaywrightFailures('production', report);
  if (report?.stats) {
    totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
  if (!prodOk && (!report?.stats || report.stats.unexpected === 0)) broken = true;
}

printPhases();
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
if (broken) console.log('\nA suite could not run to completion (see its output above).');
console.log(`\n${totals.passed} passed, ${totals.failed + (broken ? 1 : 0)} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
