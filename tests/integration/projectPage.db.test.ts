import http from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openRegistry } from '../../src/registry/database/db';

const baseURL = inject('baseURL');
const db = openRegistry(inject('databasePath'), { readonly: true });
afterAll(() => db.destroy());

const projectWithDocument = await db
  .selectFrom('projectDocuments')
  .select('projectId')
  .orderBy('id')
  .limit(1)
  .executeTakeFirstOrThrow();
// A document whose file name is not plain ASCII (RFC 5987 encoding in the download).
const documentNames = await db
  .selectFrom('projectDocuments')
  .select(['id', 'fileName'])
  .orderBy('id')
  .execute();
const document = await db
  .selectFrom('projectDocuments')
  .select(['id', 'projectId', 'fileName', 'contentType', 'content'])
  .where('id', '=', documentNames.find((d) => /[^ -~]/.test(d.fileName))!.id)
  .executeTakeFirstOrThrow();
const downloadPath = (id: number, name: string) =>
  `/api/public/files/${id}/${encodeURIComponent(name)}`;

const decodeEntities = (text: string): string =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** A request with the path sent exactly as written: fetch() would normalise '..' away. */
function rawGet(path: string): Promise<number> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('project details page', () => {
  it('renders a known project from the registry with its title and every section', async () => {
    const { projectId } = projectWithDocument;
    const { projectName } = await db
      .selectFrom('projects')
      .select('projectName')
      .where('projectId', '=', projectId)
      .executeTakeFirstOrThrow();
    const res = await fetch(`${baseURL}/projects/${projectId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(decodeEntities(title)).toBe(`IFIs - ${projectName}`);
    for (const heading of [
      'Основна інформація',
      'Підготовка проєкту',
      'Фінансування та виконання',
      'Прикріплені документи',
      'Діаграма використаних коштів',
      'Динаміка вартості проєкту',
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('href="#project-finance"');
    expect(html).toMatch(/href="\/api\/public\/files\/\d+\//);
  });

  it('answers a real 404 page for an unknown 9-digit id', async () => {
    const res = await fetch(`${baseURL}/projects/999999999`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Вибачте, сторінку не знайдено');
  });

  it('says Дані відсутні instead of a chart for a project without stat data', async () => {
    const row = await db
      .selectFrom('projects')
      .select('projectId')
      .where('projectId', 'not in', db.selectFrom('projectStats').select('projectId'))
      .limit(1)
      .executeTakeFirst();
    expect(row, 'the demo data has projects without stats').toBeDefined();
    const html = await (await fetch(`${baseURL}/projects/${row!.projectId}`)).text();
    expect(html).toContain('Дані відсутні');
  });
});

describe('attached document download', () => {
  it('sends the stored bytes with type, length and the Ukrainian file name (RFC 6266/5987)', async () => {
    expect(document, 'the demo data has a document with a Ukrainian name').toBeDefined();
    const res = await fetch(`${baseURL}${downloadPath(document.id, document.fileName)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(document.contentType);
    expect(res.headers.get('content-length')).toBe(String(document.content.length));
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = disposition.split("filename*=UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe(document.fileName);
    expect(Buffer.from(await res.arrayBuffer()).equals(document.content)).toBe(true);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await fetch(`${baseURL}${downloadPath(document.id, document.fileName)}`, {
      method: 'HEAD',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(document.content.length));
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for a missing file or a name that does not match the id', async () => {
    for (const path of [
      '/api/public/files/987654321/missing.pdf',
      downloadPath(document.id, `x${document.fileName}`),
    ]) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('Файл не знайдено');
    }
  });

  it('refuses path tricks with 400 (encoded slashes, dot segments, broken escapes)', async () => {
    for (const path of [
      `/api/public/files/${document.id}/..%2F..%2Fetc%2Fpasswd`,
      `/api/public/files/${document.id}/..%5C..%5Cwindows`,
      `/api/public/files/${document.id}/%E0%A4%A`,
      `/api/public/files/${document.id}/a/b.pdf`,
      '/api/public/files/..%2F1/x.pdf',
    ]) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(400);
    }
  });

  it('never serves a file for a raw ../ path (normalised away, then not found)', async () => {
    for (const path of [
      `/api/public/files/${document.id}/../../../etc/passwd`,
      `/api/public/files/${document.id}/%2e%2e/%2e%2e/package.json`,
    ]) {
      const status = await rawGet(path);
      expect([400, 404], path).toContain(status);
    }
  });
});
