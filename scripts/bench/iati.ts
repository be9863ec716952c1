import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { IATI_ACTIVITIES_PATH } from '../../src/lib/exportPaths';
import {
  benchPostgres,
  benchPostgresUrl,
  benchSqlite,
  benchSqlitePath,
  copyMissingTables,
} from './benchDatabases';
import { startServer } from './portalServer.mjs';

// `npm run bench:iati`: the IATI file of a 100 000-project registry (BENCH_PROJECTS to change)
// downloaded from the production server, gzip (as harvesters ask) and plain, on SQLite and on
// PostgreSQL (./benchDatabases.ts keeps both; the PostgreSQL copy gets the cost dynamics and
// documents the file reads). Prints the time to the first byte, the whole download, its size,
// the activities and skipped projects, and the server's peak RSS, in all and without the
// file-backed part. Targets: first byte < 1 s, whole file < 60 s, RSS < 300 MB.
// BENCH_VALIDATE=1 also runs xmllint (streaming) on the first 100 000-activity file.

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const VALIDATE = process.env.BENCH_VALIDATE === '1';
const TARGETS = { firstByteMs: 1000, wholeS: 60, rssMb: 300 };
const SCHEMA = path.resolve(
  import.meta.dirname,
  '../../tests/fixtures/iati/xsd/iati-activities-schema.xsd',
);

/**
 * Resident memory of a process, MB (Linux /proc): in all, and the file-backed part — mostly
 * SQLite's memory-mapped database (src/registry/database/db.ts maps up to 256 MB of it), the kernel's
 * page cache seen through the process, shared and given back under memory pressure.
 */
function memoryMb(pid: number): { rss: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), file: kb('RssFile') };
}

interface Figures {
  firstByteMs: number;
  wholeS: number;
  /** Bytes on the wire (compressed when gzip). */
  wireMb: number;
  activities: number;
  skipped: number;
  rssBeforeMb: number;
  peakRssMb: number;
  /** At the peak: RSS without the file-backed part. */
  peakAnonMb: number;
  valid?: string;
}

function validated(file: string): string {
  const lint = spawnSync('xmllint', ['--stream', '--noout', '--nonet', '--schema', SCHEMA, file], {
    encoding: 'utf8',
  });
  return `${lint.stdout}${lint.stderr}`.trim().split('\n').slice(-1)[0] ?? '';
}

async function download(
  base: string,
  pid: number,
  gzip: boolean,
  validate: boolean,
): Promise<Figures> {
  const before = memoryMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = memoryMb(pid);
    if (now.rss > peak.rss) peak = now;
  }, 100);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-iati-'));
  const out = validate ? fs.openSync(path.join(dir, 'a.xml'), 'w') : undefined;
  const started = performance.now();
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get(
        `${base}${IATI_ACTIVITIES_PATH}`,
        {
          headers: { 'accept-encoding': gzip ? 'gzip' : 'identity' },
        },
        resolve,
      )
      .on('error', reject),
  );
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
  if ((res.headers['content-encoding'] === 'gzip') !== gzip) throw new Error('unexpected encoding');
  let firstByteMs = NaN;
  let wire = 0;
  const onTheWire = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      wire += chunk.length;
      done(null, chunk);
    },
  });
  const counted = res.pipe(onTheWire);
  const body: AsyncIterable<Buffer> = gzip ? counted.pipe(createGunzip()) : counted;
  const decoder = new TextDecoder();
  let activities = 0;
  let tail = '';
  for await (const chunk of body) {
    if (out !== undefined) fs.writeSync(out, chunk);
    // Counted across chunk edges: the previous chunk's last characters go in front.
    const text = tail + decoder.decode(chunk, { stream: true });
    activities += text.split('</iati-activity>').length - 1;
    tail = text.slice(-64).replace(/^[\s\S]*<\/iati-activity>/, '');
  }
  const wholeS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryMb(pid);
  if (after.rss > peak.rss) peak = after;
  const figures: Figures = {
    firstByteMs,
    wholeS,
    wireMb: wire / 1024 / 1024,
    activities,
    skipped: Number(/<!-- skipped: (\d+) -->/.exec(tail)?.[1] ?? NaN),
    rssBeforeMb: before.rss,
    peakRssMb: peak.rss,
    peakAnonMb: peak.rss - peak.file,
  };
  if (out !== undefined) {
    fs.closeSync(out);
    figures.valid = validated(path.join(dir, 'a.xml'));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return figures;
}

const line = (name: string, encoding: string, f: Figures, met: boolean) =>
  `${name.padEnd(10)} ${encoding.padEnd(5)} first byte ${f.firstByteMs.toFixed(0).padStart(4)} ms · ` +
  `whole file ${f.wholeS.toFixed(1).padStart(5)} s (${f.wireMb.toFixed(0)} MB on the wire) · ` +
  `${f.activities} activities + ${f.skipped} skipped · server RSS ${f.rssBeforeMb.toFixed(0)} → ` +
  `peak ${f.peakRssMb.toFixed(0)} MB (${f.peakAnonMb.toFixed(0)} MB without file-backed pages)` +
  `${f.valid ? ` · xmllint: ${f.valid}` : ''} · ${met ? 'targets met' : 'TARGET MISSED'}`;

async function main(): Promise<void> {
  const sqlite = await benchSqlite(PROJECTS);
  const postgres = await benchPostgres(PROJECTS, sqlite);
  await copyMissingTables(sqlite, postgres, ['projectStats', 'projectDocuments']);
  await Promise.all([sqlite.destroy(), postgres.destroy()]);

  const databases: [string, Record<string, string>][] = [
    ['SQLite', {}],
    ['PostgreSQL', { DATABASE_URL: await benchPostgresUrl(PROJECTS) }],
  ];
  console.log(
    `bench:iati: ${PROJECTS} projects, GET ${IATI_ACTIVITIES_PATH} from the production server`,
  );
  let missed = false;
  let validate = VALIDATE;
  for (const [name, env] of databases) {
    for (const gzip of [true, false]) {
      // A fresh server each time: its RSS before is its RSS at rest.
      const server = await startServer(benchSqlitePath(PROJECTS), {
        PUBLIC_URL: 'https://ifi-portal.example',
        ...env,
      });
      try {
        const f = await download(server.base, server.child.pid!, gzip, validate);
        validate = false;
        const met =
          f.firstByteMs < TARGETS.firstByteMs &&
          f.wholeS < TARGETS.wholeS &&
          f.peakRssMb < TARGETS.rssMb;
        missed ||= !met;
        console.log(line(name, gzip ? 'gzip' : 'plain', f, met));
      } finally {
        await server.stop();
      }
    }
  }
  console.log(
    `targets: first byte < ${TARGETS.firstByteMs} ms, whole file < ${TARGETS.wholeS} s, RSS < ${TARGETS.rssMb} MB; ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} (shared machine: compare runs, not single numbers)`,
  );
  if (missed) process.exitCode = 1;
}

await main();
