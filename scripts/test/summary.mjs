// The end of `npm test`: each step's test counts (from its vitest or Playwright JSON report) and a
// table of times, so a slow or failing step is seen at a glance.
import fs from 'node:fs';

/** Passed, failed and skipped tests of a step's JSON report; undefined without one. */
export function readCounts(file) {
  if (!fs.existsSync(file)) return undefined;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.numTotalTests !== undefined) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numFailedTestSuites,
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

/** @param {{ name: string, status: string, seconds: number, counts?: { passed: number, failed: number, skipped: number } }[]} rows */
export function summaryTable(rows, wallSeconds) {
  const lines = [['step', 'result', 'time (s)', 'passed', 'failed', 'skipped']];
  for (const row of rows) {
    lines.push([
      row.name,
      row.status,
      row.seconds.toFixed(1),
      ...(row.counts
        ? [row.counts.passed, row.counts.failed, row.counts.skipped]
        : ['—', '—', '—']
      ).map(String),
    ]);
  }
  const sum = rows.reduce((s, row) => s + row.seconds, 0);
  lines.push(['(steps added up)', '', sum.toFixed(1), '', '', '']);
  lines.push(['(wall clock)', '', wallSeconds.toFixed(1), '', '', '']);
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
