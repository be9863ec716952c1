// `npm test`: type check, lint, the dependencies' licences, the layout's import rules, format check, unit tests (the
// registry's on SQLite and again on PostgreSQL 15), production build, integration tests over
// HTTP (SQLite, and the database-dependent files again on PostgreSQL), then end-to-end tests in
// Debian Chromium. Without Chromium the e2e step is skipped, and without PostgreSQL (no
// `pg_lsclusters`, no PG_TEST_ADMIN_URL) the PostgreSQL steps are, with a clear message, except
// in CI (CI=true), where a missing browser or database is a failure.
//
// Steps that do not need each other run side by side (scripts/test/runSteps.mjs), each with its
// output kept apart and printed whole when it ends. Each step has a cost, about the cores it keeps
// busy, and the steps running at once cost at most TEST_BUDGET (default: twice the cores, since
// the integration suites spend most of their time waiting on the portals they drive). The run ends with a table of each step's time and tests, then the closing line that CI
// reads: `N passed, N failed, N skipped`.
//
// `node scripts/test.mjs <step>…` runs the named steps only (`quick`: typecheck, lint, unit).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSteps } from './test/runSteps.mjs';
import { readCounts, readFailures, summaryTable } from './test/summary.mjs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-test-'));
const bin = (name) => `node_modules/.bin/${name}`;
const groups = { quick: ['typecheck', 'lint', 'unit'] };
const named = process.argv.slice(2).flatMap((arg) => groups[arg] ?? [arg]);

// The report file is named after the step, which readCounts() reads. A step may run several
// projects (the unit steps' files with shared modules, and their isolated twins).
const vitest = (projects, name) => ({
  command: bin('vitest'),
  args: [
    'run',
    ...[projects].flat().flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
});

const hasPostgres =
  Boolean(process.env.PG_TEST_ADMIN_URL) ||
  spawnSync('pg_lsclusters', ['--no-header'], { stdio: 'ignore' }).status === 0;
const hasChromium = fs.existsSync(chromium);

// In order of priority: when budget frees, the first step whose prerequisites passed takes it.
// Costs are what the 2-core machines showed: with e2e beside both integration suites the load
// went past 20, and tests that bound a wait (focus within 3 s of a click, 10 000 fuzz requests
// within 4 minutes, a worker replaced without dropping a request) failed. So three phases, as the
// budget falls out: the build beside the unit tests and the static checks; e2e alone (two
// browsers); then both integration suites together (they mostly wait on their portals).
const all = [
  {
    name: 'build',
    cost: 2,
    command: process.execPath,
    args: ['--import', 'tsx', 'src/buildTime/build.ts'],
  },
  { name: 'unit', cost: 2, ...vitest(['unit', 'unit-isolated'], 'unit') },
  {
    name: 'unit:pg',
    ...vitest(['unit-pg', 'unit-pg-isolated'], 'unit:pg'),
    requires: hasPostgres || 'PostgreSQL 15 not found',
  },
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // Every production dependency's licence is on the list of scripts/licenses/allowed.ts.
  {
    name: 'licenses',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/licenses/check.ts'],
  },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
  // The house's "may import" table (docs/architecture.md), as rules in .dependency-cruiser.cjs.
  // After the build: the typed client imports client/generated/, which the build rewrites, and
  // dependency-cruiser must never read it half-written.
  {
    name: 'layout',
    needs: ['build'],
    command: bin('depcruise'),
    args: ['.', '--config', '.dependency-cruiser.cjs'],
  },
  {
    name: 'e2e',
    needs: ['build'],
    // Two browsers with a worker each, and the portal they drive: the whole machine.
    cost: Infinity,
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    requires:
      hasChromium ||
      `Chromium not found at ${chromium}: end-to-end tests need it (apt-get install -y chromium).`,
  },
  {
    name: 'integration:pg',
    needs: ['build'],
    cost: 2,
    ...vitest('integration-pg', 'integration:pg'),
    requires: hasPostgres || 'PostgreSQL 15 not found',
  },
  { name: 'integration', needs: ['build'], cost: 2, ...vitest('integration', 'integration') },
];

for (const name of named) {
  if (!all.some((step) => step.name === name)) {
    console.error(`✖ no step named ${name}: ${all.map((step) => step.name).join(', ')}, quick`);
    process.exit(2);
  }
}
const chosen = all.filter((step) => named.length === 0 || named.includes(step.name));
// A step run alone does not wait for the steps it needs (`node scripts/test.mjs e2e` after a
// build of one's own, as before).
if (named.length)
  for (const step of chosen) step.needs = step.needs?.filter((n) => named.includes(n));

const missing = [];
const steps = chosen.filter((step) => {
  if (step.requires === undefined || step.requires === true) return true;
  const message = step.requires.startsWith('PostgreSQL')
    ? 'PostgreSQL 15 not found: the PostgreSQL test steps need it (apt-get install -y postgresql-15, or PG_TEST_ADMIN_URL).'
    : step.requires;
  if (inCI) missing.push(`✖ ${message}`);
  else console.warn(`⚠ ${message} Skipping ${step.name}.`);
  return false;
});
if (missing.length) {
  console.error(missing.join('\n'));
  console.log('\n0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

const budget = Number(process.env.TEST_BUDGET) || 2 * os.availableParallelism();
const started = Date.now();
const results = await runSteps(steps, { budget, logs: reports });
const rows = steps.map((step) => ({
  name: step.name,
  ...results.get(step.name),
  counts: readCounts(path.join(reports, `${step.name}.json`)),
}));
const failed = rows.filter((row) => row.status !== 'passed');
console.log(summaryTable(rows, (Date.now() - started) / 1000));
// The failed tests again, after every step's log, so the end of the output names them.
for (const row of failed) {
  const failures = readFailures(path.join(reports, `${row.name}.json`));
  for (const { name, message } of failures.slice(0, 20)) {
    console.log(`\n✖ ${row.name}: ${name}\n${message.replace(/^/gm, '    ')}`);
  }
  if (failures.length > 20) console.log(`\n… and ${failures.length - 20} more in ${row.log}`);
}
if (failed.length) {
  console.log(
    `✖ failed: ${failed.map((row) => `${row.name} (${row.reason ?? row.log})`).join(', ')}`,
  );
}
const total = rows.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + (counts?.passed ?? 0),
    failed: sum.failed + (counts?.failed ?? 0),
    skipped: sum.skipped + (counts?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
// A step that failed without a report (a crash, a lint error) still counts as a failure.
const uncounted = failed.filter((row) => !row.counts || row.counts.failed === 0).length;
// CI reads this line: it must stay the last.
console.log(
  `\n${total.passed} passed, ${total.failed + uncounted} failed, ${total.skipped} skipped`,
);
process.exit(failed.length ? 1 : 0);
