// Runs the steps of `npm test` side by side: each step starts once the steps it needs have passed
// and its cost fits in what is left of the budget (roughly, cores it keeps busy; the machines
// have two, and a suite that mostly waits on its portals costs less than its workers). A step's
// output goes to a file and is printed whole when the step ends, so two steps never interleave
// their lines; a failed step is named, its dependants are not run, and the others run on.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {Record<string, string>} [env]
 * @property {string[]} [needs] steps that must pass first
 * @property {number} [cost] share of the budget it takes while it runs (default 1)
 * @property {() => object | undefined} [count] the step's test counts, read when it ends
 */

/**
 * @param {Step[]} steps in order of priority: when budget frees, the first ready step takes it
 *   once it fits (a step costing more than the whole budget runs alone)
 * @param {{ budget: number, logs: string }} options
 * @returns {Promise<Map<string, { status: 'passed'|'failed'|'not run', seconds: number, cpu?: number, log?: string, reason?: string }>>}
 */
export async function runSteps(steps, { budget, logs }) {
  const results = new Map();
  const waiting = [...steps];
  let running = 0;
  let spent = 0;
  const cost = (step) => Math.min(step.cost ?? 1, budget);
  return new Promise((resolve) => {
    const next = () => {
      // A step whose prerequisite failed (or was not run) is not run either.
      for (const step of [...waiting]) {
        const broken = (step.needs ?? []).find(
          (need) => results.has(need) && results.get(need).status !== 'passed',
        );
        if (broken) {
          waiting.splice(waiting.indexOf(step), 1);
          results.set(step.name, { status: 'not run', seconds: 0, reason: `${broken} failed` });
          console.log(`\n○ ${step.name}: not run, ${broken} failed`);
        }
      }
      for (;;) {
        // Strictly in order: a later step never takes the budget a waiting earlier one needs
        // (the build's dependants are the long ones, and must not queue behind short ones).
        const ready = waiting.find((step) =>
          (step.needs ?? []).every((need) => results.get(need)?.status === 'passed'),
        );
        if (!ready || spent + cost(ready) > budget) break;
        waiting.splice(waiting.indexOf(ready), 1);
        running++;
        spent += cost(ready);
        start(ready, logs).then((result) => {
          results.set(ready.name, result);
          running--;
          spent -= cost(ready);
          next();
        });
      }
      if (running === 0) resolve(results);
    };
    next();
  });
}

// GNU time (Debian's `time` package) measures the processor time a step and the processes it
// waited for used: on two cores, where a step's time goes when steps run side by side. Without
// it the table has no CPU column.
const GNU_TIME = '/usr/bin/time';
const timed = fs.existsSync(GNU_TIME);

/** User + system seconds GNU time wrote, or undefined. */
function readCpu(file) {
  const fields = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split(/\s+/) : [];
  const [user, system] = fields.slice(-2).map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

/** @param {Step} step @param {string} logs */
function start(step, logs) {
  const base = path.join(logs, step.name.replace(/[^\w-]/g, '_'));
  const log = `${base}.log`;
  const cpuFile = `${base}.cpu`;
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  console.log(`▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const [command, args] = timed
    ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, step.command, ...step.args]]
    : [step.command, step.args];
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', out, out],
      env: { ...process.env, ...step.env },
    });
    let finished = false;
    const finish = (code, error) => {
      if (finished) return; // 'error' and 'exit' can both come
      finished = true;
      fs.closeSync(out);
      const seconds = (Date.now() - started) / 1000;
      const status = code === 0 ? 'passed' : 'failed';
      const mark = status === 'passed' ? '✔' : '✖';
      console.log(`\n━━━━ ${step.name} (${seconds.toFixed(1)} s) ━━━━`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      if (error) console.log(error.message);
      console.log(`${mark} ${step.name} ${status} after ${seconds.toFixed(1)} s (log: ${log})`);
      resolve({ status, seconds, log, cpu: readCpu(cpuFile) });
    };
    child.once('error', (error) => finish(1, error));
    child.once('exit', (code, signal) => finish(signal ? 1 : code));
  });
}
