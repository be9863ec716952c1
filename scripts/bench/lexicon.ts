import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run bench:lexicon`: what the Ukrainian lemmatiser costs — building the lexicon file once
// per dictionary version (./lexiconBuild.ts), and in a fresh process, as a portal worker is
// (./lexiconCost.ts): opening it, the time per word uncached and cached, and the RSS it adds
// after analysing ~21 000 distinct words (after a full garbage collection).

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-lexicon-bench-'));
const words = path.join(folder, 'words.txt');
const env = { ...process.env, LEXICON_DIR: folder };
const run = (script: string) => {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--conditions=react-server',
      path.join(import.meta.dirname, script),
      words,
    ],
    { stdio: 'inherit', env },
  );
  if (child.status !== 0) throw new Error(`${script} failed`);
};
try {
  run('lexiconBuild.ts');
  const file = fs.readdirSync(folder).find((f) => f.endsWith('.sqlite'))!;
  console.log(
    `lexicon file size ${(fs.statSync(path.join(folder, file)).size / 2 ** 20).toFixed(1)} MB`,
  );
  run('lexiconCost.ts');
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
