// `npm test`: type check, lint, the dependencies' licences, the layout's import rules, format check, unit tests (the
// registry's on SQLite and again on PostgreSQL 15), production build, integration tests over
// HTTP (SQLite, then PostgreSQL), then end-to-end tests in Debian Chromium. Without Chromium the
// e2e step is skipped, and without PostgreSQL (no `pg_lsclusters`, no PG_TEST_ADMIN_URL) the
// PostgreSQL steps are, with a clear message, except in CI (CI=true), where a missing browser or
// database is a failure.
// `node scripts/test.mjs <step>` runs one step. The last line counts every test run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv[2];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-test-'));
const bin = (name) => `node_modules/.bin/${name}`;
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(name, command, args, env = {}) {
  if (only && only !== name) return;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  collect(name);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

function collect(name) {
  const file = path.join(reports, `${name}.json`);
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.numTotalTests !== undefined) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests + report.numFailedTestSuites;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
  }
}

function summary() {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

// The report file is named after the step, which collect() reads.
const vitest = (project, name = project) => [
  bin('vitest'),
  [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
];

/** A step that needs a tool the machine may lack: skipped with a message, a failure in CI. */
function stepNeeding(available, message, name, ...args) {
  if (only && only !== name) return;
  if (available) return step(name, ...args);
  if (inCI) {
    console.error(`✖ ${message}`);
    summary();
    process.exit(1);
  }
  console.warn(`⚠ ${message} Skipping ${name}.`);
}

const hasPostgres =
  Boolean(process.env.PG_TEST_ADMIN_URL) ||
  spawnSync('pg_lsclusters', ['--no-header'], { stdio: 'ignore' }).status === 0;
const noPostgres =
  'PostgreSQL 15 not found: the PostgreSQL test steps need it (apt-get install -y postgresql-15, or PG_TEST_ADMIN_URL).';

step('typecheck', bin('tsc'), ['--noEmit']);
step('lint', bin('eslint'), ['.', '--max-warnings=0']);
// Every production dependency's licence is on the list of scripts/licenses/allowed.ts.
step('licenses', process.execPath, ['--import', 'tsx', 'scripts/licenses/check.ts']);
// The house's "may import" table (docs/architecture.md), as rules in .dependency-cruiser.cjs.
step('layout', bin('depcruise'), ['.', '--config', '.dependency-cruiser.cjs']);
step('format', bin('prettier'), ['--check', '.', '--log-level=warn']);
step('unit', ...vitest('unit'));
stepNeeding(hasPostgres, noPostgres, 'unit:pg', ...vitest('unit-pg', 'unit:pg'));
step('build', process.execPath, ['--import', 'tsx', 'src/runtime/build.ts']);
step('integration', ...vitest('integration'));
stepNeeding(
  hasPostgres,
  noPostgres,
  'integration:pg',
  ...vitest('integration-pg', 'integration:pg'),
);
if (!only || only === 'e2e') {
  if (!fs.existsSync(chromium)) {
    const message = `Chromium not found at ${chromium}: end-to-end tests need it (apt-get install -y chromium).`;
    if (inCI) {
      console.error(`✖ ${message}`);
      summary();
      process.exit(1);
    }
    console.warn(`⚠ ${message} Skipping e2e.`);
  } else {
    step('e2e', bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
    });
  }
}
summary();
