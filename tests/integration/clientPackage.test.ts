import { describe, expect, inject, it } from 'vitest';
import { checkImports, importedModules, PACKAGE_DEPENDENCIES } from '../../client/packageRules';
import rootPackage from '../../package.json';
import { readTarball } from '../support/tarball';

// GET /api/client.tgz: the typed client package as the portal serves it, read file by file.
const baseURL = inject('baseURL');
const MAX_BYTES = 400 * 1024;
/** Modules of the server side: none may be named by the package, even as a type. */
const SERVER_MODULES =
  /better-sqlite3|kysely|\bpg\b|nodemailer|pino|hono|exceljs|pdfkit|src\/(registry|sync|runtime|http|exports)|^node:|^(fs|path|child_process|os)$/;

async function download() {
  const res = await fetch(`${baseURL}/api/client.tgz`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/client.tgz', () => {
  it("answers the npm package ifi-portal-client of the portal's version, named with it", async () => {
    const { res, bytes } = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="ifi-portal-client-${rootPackage.version}.tgz"`,
    );
    const manifest = JSON.parse(
      readTarball(bytes)
        .find((e) => e.name === 'package/package.json')!
        .bytes.toString('utf8'),
    ) as {
      name: string;
      version: string;
      license: string;
      dependencies: Record<string, string>;
    };
    expect(manifest.name).toBe('ifi-portal-client');
    // The portal's own licence, in the field npm and licence checkers read.
    expect(manifest.license).toBe(rootPackage.license);
    expect(manifest.license).toBe('EUPL-1.2');
    expect(manifest.version).toBe(rootPackage.version);
    expect(manifest.dependencies).toEqual(PACKAGE_DEPENDENCIES);
    const doc = (await (await fetch(`${baseURL}/v2/api-docs`)).json()) as {
      info: { version: string };
    };
    expect(doc.info.version).toBe(manifest.version);
  });

  it('revalidates with its ETag (304) and is not compressed twice', async () => {
    const first = await fetch(`${baseURL}/api/client.tgz`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await first.arrayBuffer();
    expect(first.headers.get('content-encoding')).toBeNull();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${baseURL}/api/client.tgz`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('holds two ES modules (plain and /react), their declarations, package.json, README and LICENSE, under 400 KB', async () => {
    const { bytes } = await download();
    const entries = readTarball(bytes);
    expect(entries.map((e) => e.name).sort()).toEqual([
      'package/LICENSE',
      'package/README.md',
      'package/index.d.ts',
      'package/index.js',
      'package/package.json',
      'package/react.d.ts',
      'package/react.js',
    ]);
    expect(bytes.length).toBeLessThan(MAX_BYTES);
    expect(entries.reduce((sum, e) => sum + e.bytes.length, 0)).toBeLessThan(MAX_BYTES);
    const code = entries.find((e) => e.name === 'package/index.js')!.bytes.toString('utf8');
    expect(code).toMatch(/^export function createPortalClient\(/m);
  });

  it('imports nothing of the server: no database, sync, mail or file system, not even as types', async () => {
    const entries = readTarball((await download()).bytes);
    for (const file of ['index.js', 'index.d.ts', 'react.js', 'react.d.ts']) {
      const source = entries.find((e) => e.name === `package/${file}`)!.bytes.toString('utf8');
      const modules = importedModules(source);
      expect(modules.length, file).toBeGreaterThan(0);
      // The plain entry names no React, TanStack Query or tRPC's integration, even as a type.
      expect(checkImports(source, file.startsWith('react')), file).toEqual([]);
      expect(
        modules.filter((m) => SERVER_MODULES.test(m)),
        file,
      ).toEqual([]);
    }
    // The check itself catches what it must.
    expect(checkImports(`import Database from 'better-sqlite3';`)).toEqual(['better-sqlite3']);
    expect(checkImports(`export type R = import("../src/registry/db").Registry;`)).toEqual([
      '../src/registry/db',
    ]);
    expect(checkImports(`import { readFile } from 'node:fs';`)).toEqual(['node:fs']);
  });

  it('is on /api: the install line with the portal’s own address, the example, the licences, the version policy', async () => {
    const html = await (await fetch(`${baseURL}/api`)).text();
    // The test portal is published at its own address (PUBLIC_URL).
    for (const shown of [
      `<code>npm install ${new URL(baseURL).origin}/api/client.tgz</code>`,
      'createPortalClient(process.env.PORTAL_URL',
      'rest.GET(&#x27;/api/_search/xm-entities&#x27;',
      '<h3>Версії</h3>',
      '<h3>Ліцензії</h3>',
      '<h3>React</h3>',
      'from &#x27;ifi-portal-client/react&#x27;',
      '<code>EUPL-1.2</code>',
      '>CC BY 4.0</a>',
      `<code>^${rootPackage.version}</code>`,
    ]) {
      // Not toContain: its failure message would print the whole page.
      expect(html.includes(shown), shown).toBe(true);
    }
  });
});
