import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { statisticsCsv } from '../../src/exports/statisticsCsv';
import { safeBackPath, sameOriginPath, ukrainianLocation } from '../../src/lib/redirectRules';
import { writable } from '../../src/exports/writableDrain';
import { readSettings } from '../../src/config/settings';
import { exportBody } from '../../src/exports/exportStream';
import { openDataTable } from '../../src/exports/projectExport';
import type { ProjectWithRegions } from '../../src/registry/places/withRegions';
import { clientAddress, fromTrustedProxy } from '../../src/http/middleware/clientAddress';

const trustedProxies = (value: string) => readSettings({ TRUSTED_PROXIES: value }).trustedProxies;

describe('redirect targets', () => {
  it('lets only same-origin paths out of a redirect, in any spelling', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      'https://evil.example/',
      '\\\\evil.example',
      ' /evil',
    ]) {
      const path = sameOriginPath(hostile);
      if (path !== null) expect(path, hostile).toMatch(/^\/(?![/\\])/);
      expect(new URL(safeBackPath(hostile), 'https://portal.gov.ua').host).toBe('portal.gov.ua');
    }
    expect(sameOriginPath('/projects?page=2#x')).toBe('/projects?page=2#x');
  });

  it('never turns /en//host into a protocol-relative Location', () => {
    expect(ukrainianLocation('/en//evil.example', '')).not.toMatch(/^\/\//);
    expect(ukrainianLocation('/en/projects', '?page=2')).toBe('/projects?page=2');
  });
});

describe('client address behind proxies', () => {
  it('reads X-Forwarded-For from the right, skipping the trusted hops only', () => {
    const proxies = trustedProxies('10.0.0.0/8');
    expect(clientAddress('6.6.6.6, 1.2.3.4', '10.0.0.1', 1, proxies)).toBe('1.2.3.4');
    expect(clientAddress('6.6.6.6, 1.2.3.4, 10.0.0.2', '10.0.0.1', 2, proxies)).toBe('1.2.3.4');
    expect(clientAddress('6.6.6.6, 1.2.3.4', '10.0.0.1', 0, proxies)).toBe('10.0.0.1');
    expect(clientAddress(undefined, '10.0.0.1', 1, proxies)).toBe('10.0.0.1');
  });

  it('reads X-Forwarded-For only on a connection from a trusted proxy (loopback by default)', () => {
    // A client that reaches the port past the proxy is known by its own address.
    expect(clientAddress('1.2.3.4', '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('1.2.3.4', '127.0.0.1', 1)).toBe('1.2.3.4');
    expect(clientAddress('1.2.3.4', '::ffff:127.0.0.1', 1)).toBe('1.2.3.4');
    expect(clientAddress('1.2.3.4', '::1', 1)).toBe('1.2.3.4');
    const listed = trustedProxies('192.0.2.7, 2001:db8::/32');
    expect(fromTrustedProxy('192.0.2.7', listed)).toBe(true);
    expect(fromTrustedProxy('::ffff:192.0.2.7', listed)).toBe(true);
    expect(fromTrustedProxy('2001:db8::5', listed)).toBe(true);
    expect(fromTrustedProxy('127.0.0.1', listed)).toBe(false);
    expect(fromTrustedProxy('10.0.0.1', listed)).toBe(false);
    expect(fromTrustedProxy(undefined, listed)).toBe(false);
  });
});

const hostileRow = {
  projectId: '123456789',
  projectName: '=HYPERLINK("http://evil.example","x")',
  beneficiar: '+1 SUM(A1)',
  projectPurpose: '@cmd',
  regions: [],
} as unknown as ProjectWithRegions;

async function* oneBatch() {
  yield [hostileRow];
}

describe('spreadsheet formula escaping in every export', () => {
  it('prefixes formula text with an apostrophe in the REST CSV', async () => {
    const csv = await new Response(exportBody('csv', openDataTable, oneBatch())).text();
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).toContain(`'+1 SUM(A1)`);
    expect(csv).toContain(`'@cmd`);
  });

  it('prefixes formula text with an apostrophe in the REST XLSX', async () => {
    const bytes = await new Response(exportBody('xlsx', openDataTable, oneBatch())).arrayBuffer();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes);
    const values = (book.worksheets[0]!.getRow(2).values as unknown[]).filter(
      (v) => typeof v === 'string',
    );
    expect(values).toContain(`'=HYPERLINK("http://evil.example","x")`);
    expect(values.some((v) => /^[=+@]/.test(v as string))).toBe(false);
  });

  it('prefixes formula text in the statistics CSV', () => {
    const csv = statisticsCsv('creditor', [
      { key: 1, name: '=1+1', count: 1, amount: 1, creditAmount: 1, usedAmount: 1 },
    ] as never);
    expect(csv).toContain(`'=1+1`);
  });
});

describe('exports and a client that went away', () => {
  it('stops waiting for drain when the response stream is destroyed', async () => {
    const out = new PassThrough({ highWaterMark: 4 });
    out.write('more than four bytes');
    const waiting = writable(out);
    out.destroy();
    expect(await waiting).toBe(false);
    expect(await writable(out)).toBe(false);
  });
});
