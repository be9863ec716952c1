// The end of `npm test`: each step's test counts (from its vitest or Playwright JSON report) and a
// table of times, so a slow or failing step is seen at a glance.
import fs from 'node:fs';
import path from 'node:path';

/** Passed, failed and skipped tests of a step's JSON report; undefined without one. */
export function readCounts(file) {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.numTotalTests !== undefined) {
    return {
      passed: report.numPassedTests,
      // A file that failed before its tests ran (an import error) counts once; a failed test's
      // file and describe blocks are counted as failed suites too, so they are not added.
      failed:
        report.numFailedTests +
        (report.testResults ?? []).filter(
          (file) =>
            file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
        ).length,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (report.stats) {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return undefined;
}

const firstLines = (text, n = 8) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the reporters' colours
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, n)
    .join('\n');

/** The failed tests of a step's JSON report, each with the start of its error. */
export function readFailures(file) {
  if (!fs.existsSync(file)) return [];
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.testResults) {
    return report.testResults.flatMap((suite) => {
      const failed = suite.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => ({
          name: `${path.relative(process.cwd(), suite.name)} › ${t.fullName}`,
          // Long enough for what the failed test's portals said last (integrationFileSetup.ts).
          message: firstLines(t.failureMessages?.[0], 40),
        }));
      // A file that failed before its tests ran (an import error) has none of its own.
      return failed.length || suite.status !== 'failed'
        ? failed
        : [{ name: path.relative(process.cwd(), suite.name), message: firstLines(suite.message) }];
    });
  }
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = test.results?.at(-1);
        failures.push({
          name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
          message: firstLines(result?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

/** @param {{ name: string, status: string, seconds: number, cpu?: number, counts?: { passed: number, failed: number, skipped: number } }[]} rows */
export function summaryTable(rows, wallSeconds) {
  const cpu = (row) => (row.cpu === undefined ? '—' : row.cpu.toFixed(1));
  const lines = [['step', 'result', 'time (s)', 'CPU (s)', 'passed', 'failed', 'skipped']];
  for (const row of rows) {
    lines.push([
      row.name,
      row.status,
      row.seconds.toFixed(1),
      cpu(row),
      ...(row.counts
        ? [row.counts.passed, row.counts.failed, row.counts.skipped]
        : ['—', '—', '—']
      ).map(String),
    ]);
  }
  const sum = rows.reduce((s, row) => s + row.seconds, 0);
  const cpuSum = rows.some((row) => row.cpu !== undefined)
    ? rows.reduce((s, row) => s + (row.cpu ?? 0), 0).toFixed(1)
    : '';
  lines.push(['(steps added up)', '', sum.toFixed(1), cpuSum, '', '', '']);
  lines.push(['(wall clock)', '', wallSeconds.toFixed(1), '', '', '', '']);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line) =>
    line.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [
    '',
    format(lines[0]),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...lines.slice(1).map(format),
  ].join('\n');
}
