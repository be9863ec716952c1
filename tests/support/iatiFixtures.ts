import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The IATI reference files copied into tests/fixtures/iati (a clean clone has no ../shared):
// the official 2.03 schema, the codelists and the creditor table, and how the tests check a file
// against the schema — xmllint (Debian libxml2-utils), offline.

export const IATI_FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures', 'iati');
export const IATI_SCHEMA = path.join(IATI_FIXTURES, 'xsd', 'iati-activities-schema.xsd');

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
export function readCsv(file: string): Record<string, string>[] {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows.filter((r) => r.some((cell) => cell !== ''));
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

export interface CodelistEntry {
  name: string;
  /** `active` or `withdrawn`; lists without a status column are all active. */
  status: string;
}

const codelists = new Map<string, Map<string, CodelistEntry>>();

/** An official codelist by its file name in codelists/ (e.g. `ActivityStatus`). */
export function codelist(name: string): Map<string, CodelistEntry> {
  let list = codelists.get(name);
  if (!list) {
    const rows = readCsv(path.join(IATI_FIXTURES, 'codelists', `${name}.csv`));
    list = new Map(
      rows.map((r) => [r.code!, { name: r.name ?? '', status: r.status || 'active' }]),
    );
    codelists.set(name, list);
  }
  return list;
}

export const isActiveCode = (list: string, code: string | undefined): boolean =>
  code !== undefined && codelist(list).get(code)?.status === 'active';

/** xmllint's verdict on an XML text against the IATI 2.03 schema (offline: --nonet). */
export function validateAgainstSchema(xml: string): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-iati-'));
  const file = path.join(dir, 'activities.xml');
  fs.writeFileSync(file, xml);
  try {
    const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', IATI_SCHEMA, file], {
      encoding: 'utf8',
    });
    if (result.error) {
      throw new Error(
        `xmllint is needed to validate IATI files (apt-get install libxml2-utils): ${result.error.message}`,
      );
    }
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
