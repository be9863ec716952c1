import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from 'vite';
import { importedModules } from '../../client/packageRules';
import { root } from '../support/portal';

// The typed client as an outsider gets it: an empty folder, `npm install <portal>/api/client.tgz`
// from the running portal (its dependencies from the npm registry), a program compiled by
// `tsc --strict` with the library checks on, then run against the portal.
const baseURL = inject('baseURL');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-client-outsider-'));
/** The barest install: the package and TypeScript, nothing else (no @types/node). */
const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-client-bare-'));
const fixtures = path.join(root, 'tests', 'fixtures', 'typedClient');
// The compiler and Node's types are the outsider's own choice; these are the portal's.
const TYPESCRIPT = '5.9.3';
const NODE_TYPES = '20';
/** tsc over the router's types takes 10–55 s on the shared 2-core machine. */
const COMPILE_MS = 180_000;

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd: string = folder,
) {
  return spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 240_000,
  });
}

const tsconfig = (files: string[], options: Record<string, unknown> = {}) => ({
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    // Every declaration file is checked, the package's and its dependencies'.
    skipLibCheck: false,
    types: ['node'],
    outDir: 'out',
    ...options,
  },
  files,
});

const tsc = (project: string, cwd = folder) =>
  run(
    process.execPath,
    [path.join('node_modules', 'typescript', 'bin', 'tsc'), '-p', project],
    {},
    cwd,
  );

function install(where: string, packages: string[]) {
  fs.writeFileSync(
    path.join(where, 'package.json'),
    JSON.stringify({ name: 'outsider', private: true, type: 'module' }),
  );
  const installed = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', ...packages],
    {},
    where,
  );
  if (installed.status !== 0) throw new Error(`npm install failed: ${installed.stderr}`);
}

/** `tsc --strict --noEmit` of bare.ts with no skipLibCheck and no `types`, by one resolution. */
const bareConfig = (resolution: 'Bundler' | 'NodeNext') => ({
  compilerOptions: {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: 'ES2022',
    module: resolution === 'Bundler' ? 'ESNext' : 'NodeNext',
    moduleResolution: resolution,
  },
  files: ['bare.ts'],
});

beforeAll(() => {
  install(bare, [`${baseURL}/api/client.tgz`, `typescript@${TYPESCRIPT}`]);
  fs.copyFileSync(path.join(fixtures, 'bare.ts'), path.join(bare, 'bare.ts'));
  for (const resolution of ['Bundler', 'NodeNext'] as const) {
    fs.writeFileSync(
      path.join(bare, `tsconfig.${resolution}.json`),
      JSON.stringify(bareConfig(resolution)),
    );
  }
  install(folder, [
    `${baseURL}/api/client.tgz`,
    `typescript@${TYPESCRIPT}`,
    `@types/node@${NODE_TYPES}`,
  ]);
  fs.copyFileSync(path.join(root, 'examples', 'portal-client.ts'), path.join(folder, 'main.ts'));
  fs.copyFileSync(path.join(fixtures, 'wrongCalls.ts'), path.join(folder, 'wrongCalls.ts'));
  const configs = {
    'tsconfig.json': tsconfig(['main.ts']),
    'tsconfig.wrong.json': tsconfig(['wrongCalls.ts'], { noEmit: true }),
  };
  for (const [file, config] of Object.entries(configs)) {
    fs.writeFileSync(path.join(folder, file), JSON.stringify(config));
  }
}, 300_000);

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(bare, { recursive: true, force: true });
});

describe('the typed client in an empty folder', () => {
  it('installs with only the client libraries from the registry: nothing of the server', () => {
    const modules = fs
      .readdirSync(path.join(folder, 'node_modules'))
      .flatMap((name) =>
        name.startsWith('@')
          ? fs.readdirSync(path.join(folder, 'node_modules', name)).map((n) => `${name}/${n}`)
          : [name],
      );
    expect(modules).toContain('ifi-portal-client');
    expect(modules).toContain('@trpc/client');
    expect(modules).toContain('openapi-fetch');
    for (const server of [
      'better-sqlite3',
      'kysely',
      'pg',
      'hono',
      'waku',
      'react',
      'nodemailer',
    ]) {
      expect(modules).not.toContain(server);
    }
  });

  it(
    'compiles the /api example under tsc --strict',
    () => {
      const result = tsc('tsconfig.json');
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
    COMPILE_MS,
  );

  it.each(['Bundler', 'NodeNext'])(
    'compiles both faces strictly with only the package and TypeScript installed (%s)',
    (resolution) => {
      const installed = fs.readdirSync(path.join(bare, 'node_modules'));
      // No @types at all: the package must not need @types/node, @types/ws…
      expect(installed).not.toContain('@types');
      const result = tsc(`tsconfig.${resolution}.json`, bare);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
    COMPILE_MS,
  );

  it(
    'refuses a wrong input type and a result field that does not exist, on both faces',
    () => {
      const result = tsc('tsconfig.wrong.json');
      expect(result.status).not.toBe(0);
      const expected = fs
        .readFileSync(path.join(folder, 'wrongCalls.ts'), 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const code = /\/\/ (TS\d+)$/.exec(line)?.[1];
          return code ? [`wrongCalls.ts(${i + 1},${code}`] : [];
        });
      expect(expected.length).toBeGreaterThanOrEqual(9);
      const reported = [
        ...result.stdout.matchAll(/^wrongCalls\.ts\((\d+),\d+\): error (TS\d+)/gm),
      ].map((m) => `wrongCalls.ts(${m[1]},${m[2]}`);
      // Each marked line fails with its error, and nothing else fails (the calls are right otherwise).
      expect([...new Set(reported)].sort()).toEqual(expected.sort());
    },
    COMPILE_MS,
  );

  it('runs against the live portal: the RPC and REST totals equal the list’s', async () => {
    const result = run(process.execPath, ['out/main.js'], { PORTAL_URL: baseURL });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const rpcLine = /^RPC: (.+): (\d+) проєктів$/m.exec(result.stdout);
    const restLine = /^REST: (.+): (\d+) проєктів$/m.exec(result.stdout);
    expect(rpcLine, result.stdout).not.toBeNull();
    expect(restLine, result.stdout).not.toBeNull();
    expect(restLine![1]).toBe(rpcLine![1]);
    expect(restLine![2]).toBe(rpcLine![2]);
    expect(Number(rpcLine![2])).toBeGreaterThan(0);
    expect(result.stdout).toMatch(/^RPC: .+: \d+(\.\d+)? грн, \d+ періодів$/m);
    // The list itself, asked without the client: the creditor's page of /projects.
    const creditors = (await (await fetch(`${baseURL}/api/public/creditors`)).json()) as {
      id: number;
      name: string;
    }[];
    const creditor = creditors.find((c) => c.name === rpcLine![1]);
    expect(creditor, rpcLine![1]).toBeDefined();
    const page = await (await fetch(`${baseURL}/projects?mfo=${creditor!.id}`)).text();
    const shown = /Знайдено ([\d\s\u00a0]+) проєкт/.exec(page)?.[1]?.replace(/\D/g, '');
    expect(shown).toBe(rpcLine![2]);
  });

  it(
    'bundles for a browser: one self-contained module, nothing of Node',
    async () => {
      fs.writeFileSync(
        path.join(folder, 'browser.js'),
        "import { createPortalClient } from 'ifi-portal-client';\n" +
          'export const { rpc, rest } = createPortalClient(location.origin);\n',
      );
      await build({
        root: folder,
        configFile: false,
        logLevel: 'silent',
        build: {
          outDir: 'bundle',
          minify: false,
          lib: { entry: 'browser.js', formats: ['es'], fileName: 'browser' },
        },
      });
      const code = fs.readFileSync(path.join(folder, 'bundle', 'browser.js'), 'utf8');
      expect(importedModules(code)).toEqual([]);
      expect(code).not.toContain('__vite-browser-external');
      expect(code).toContain('/api/trpc');
    },
    COMPILE_MS,
  );
});
