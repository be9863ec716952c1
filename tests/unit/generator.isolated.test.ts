import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/database/db';
import { FAQ_ITEMS } from '../../scripts/demo/faq';
import { makeProject } from '../../scripts/demo/projects';
import { STATE } from '../../scripts/demo/referenceLists';
import { seedRegistry, writeFaqFiles, type SeedSummary } from '../../scripts/demo/seed';

// The demo-data generator: deterministic output, plausible contents, and the invariants the
// portal relies on (id lengths, glossary links, real PDFs with a Cyrillic font).

const PROJECTS = 40;
const SEED = 20190101;
const TABLES = [
  'projectStates',
  'projectFields',
  'creditors',
  'responsibleExecutors',
  'eventTypes',
  'projects',
  'projectDocuments',
  'projectStats',
  'news',
  'glossaryWords',
  'regulatoryDocuments',
  'registryInfo',
] as const;
const publicDir = path.resolve(__dirname, '../../public');

type Row = Record<string, unknown>;

async function seeded(seed: number): Promise<{ db: Registry; summary: SeedSummary }> {
  const db = openRegistry(':memory:');
  await migrateToLatest(db);
  const summary = await seedRegistry(db, { seed, projects: PROJECTS });
  return { db, summary };
}

async function rows(db: Registry, table: (typeof TABLES)[number]): Promise<Row[]> {
  const result = await sql<Row>`SELECT * FROM ${sql.table(table)} ORDER BY rowid`.execute(db);
  return result.rows;
}

/** A digest per table; blobs are hashed by their bytes. */
async function digest(db: Registry): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const hash = createHash('sha256');
    for (const row of await rows(db, table)) {
      for (const [key, value] of Object.entries(row)) {
        hash.update(key);
        hash.update(Buffer.isBuffer(value) ? value : JSON.stringify(value));
      }
    }
    out[table] = hash.digest('hex');
  }
  return out;
}

function inflatedStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const marker = /stream\r?\n/g;
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(zlib.inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (or not a stream at all): irrelevant here.
    }
  }
  return out;
}

describe('demo data generator', () => {
  let first: { db: Registry; summary: SeedSummary };
  let second: { db: Registry; summary: SeedSummary };
  let other: { db: Registry; summary: SeedSummary };

  beforeAll(async () => {
    first = await seeded(SEED);
    second = await seeded(SEED);
    other = await seeded(SEED + 1);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first.db.destroy(), second.db.destroy(), other.db.destroy()]);
  });

  it('gives identical data, document bytes included, for the same seed', async () => {
    expect(second.summary).toEqual(first.summary);
    expect(await digest(second.db)).toEqual(await digest(first.db));
  });

  it('gives different data for a different seed', async () => {
    const a = await digest(first.db);
    const b = await digest(other.db);
    expect(b.projects).not.toBe(a.projects);
    expect(b.projectDocuments).not.toBe(a.projectDocuments);
    expect(b.news).not.toBe(a.news);
    // Ids derive from the row index only, so they stay put across seeds.
    const ids = async (db: Registry) => (await rows(db, 'projects')).map((r) => r.projectId);
    expect(await ids(other.db)).toEqual(await ids(first.db));
  });

  it('fills every table with counts in the expected ranges', async () => {
    const s = first.summary;
    expect(s.projects).toBe(PROJECTS);
    expect(s.projectStates).toBe(7);
    expect(s.projectFields).toBeGreaterThanOrEqual(12);
    expect(s.creditors).toBeGreaterThanOrEqual(10);
    expect(s.creditors).toBeLessThanOrEqual(12);
    expect(s.responsibleExecutors).toBeGreaterThanOrEqual(15);
    expect(s.responsibleExecutors).toBeLessThanOrEqual(20);
    expect(s.eventTypes).toBeGreaterThanOrEqual(8);
    expect(s.news).toBeGreaterThanOrEqual(45);
    expect(s.glossaryWords).toBeGreaterThanOrEqual(60);
    expect(s.regulatoryDocuments).toBeGreaterThanOrEqual(15);
    // The search version is the migrations' bookkeeping, not the generator's data.
    const generated = async (table: Parameters<typeof rows>[1]) =>
      (await rows(first.db, table)).filter((r) => r.key !== 'searchVersion');
    for (const table of TABLES) {
      expect((await generated(table)).length, table).toBe(s[table]);
    }

    const perProject = new Map<unknown, number>();
    for (const d of await rows(first.db, 'projectDocuments')) {
      perProject.set(d.projectId, (perProject.get(d.projectId) ?? 0) + 1);
    }
    expect(perProject.size).toBe(PROJECTS);
    for (const n of perProject.values()) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(4);
    }

    const withStats = new Set((await rows(first.db, 'projectStats')).map((r) => r.projectId));
    expect(withStats.size).toBeLessThan(PROJECTS);
    expect(withStats.size).toBeGreaterThan(PROJECTS * 0.7);

    const info = await generated('registryInfo');
    expect(info).toEqual([
      { key: 'lastUpdate', value: '2026-11-01' },
      { key: 'dataSource', value: 'demo' },
      { key: 'dataVersion', value: '1' },
    ]);
  });

  it('uses unique project ids of at least 9 characters', async () => {
    const ids = (await rows(first.db, 'projects')).map((r) => String(r.projectId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.length).toBeGreaterThanOrEqual(9);
  });

  it('leaves some projects without a responsible executor', async () => {
    const projects = await rows(first.db, 'projects');
    const without = projects.filter((p) => p.responsibleExecutorId === null).length;
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(PROJECTS / 4);
  });

  it('keeps amounts and dates consistent with the project state', async () => {
    for (const p of await rows(first.db, 'projects')) {
      const n = (key: string) => Number(p[key] ?? 0);
      const parts = n('creditSum') + n('grantSum') + n('ukrCofinSum');
      expect(Math.abs(parts - n('projectSum'))).toBeLessThan(0.05);
      expect(n('projectSum')).toBeGreaterThanOrEqual(20_000_000);
      expect(n('projectSum')).toBeLessThanOrEqual(20_000_000_000);
      if (p.amountMoneyUsed !== null) {
        expect(n('amountMoneyUsed')).toBeLessThanOrEqual(n('creditSum'));
        expect(
          Math.abs(n('fundsAvailable') - (n('creditSum') - n('amountMoneyUsed'))),
        ).toBeLessThan(0.02);
      }
      const state = Number(p.projectStateId);
      const signing = p.creditDateBegin as string | null;
      if (state === STATE.preparation || state === STATE.negotiation) {
        expect(signing).toBeNull();
        expect(p.agreementEffective).toBeNull();
      } else {
        expect(signing).not.toBeNull();
        expect(signing! >= '2005-01-01' && signing! <= '2026-10-31').toBe(true);
      }
      if (p.agreementEffective !== null) {
        const days =
          (Date.parse(String(p.agreementEffective)) - Date.parse(String(signing))) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(280);
      }
      expect(String(p.updatedAt) < '2026-11-01').toBe(true);
    }
  });

  it('stores real PDFs with an embedded Cyrillic font', async () => {
    for (const d of await rows(first.db, 'projectDocuments')) {
      const content = d.content as Buffer;
      expect(d.contentType).toBe('application/pdf');
      expect(d.size).toBe(content.length);
      expect(String(d.fileName)).toMatch(/\.pdf$/);
      expect(content.subarray(0, 4).toString('latin1')).toBe('%PDF');
      const text = content.toString('latin1');
      expect(text).toContain('/FontFile2');
      expect(text).toContain('DejaVuSans');
      const cmap = inflatedStreams(content).find((s) => s.includes('begincmap'));
      // The ToUnicode map lists the glyphs used; Cyrillic sits at U+0400–U+04FF.
      expect(cmap).toMatch(/<04[0-9a-f]{2}>/);
    }
  });

  it('links glossary terms to existing codes of at least 5 characters', async () => {
    const words = await rows(first.db, 'glossaryWords');
    const codes = new Set(words.map((w) => String(w.code)));
    expect(codes.size).toBe(words.length);
    let withImages = 0;
    for (const w of words) {
      expect(String(w.code).length).toBeGreaterThanOrEqual(5);
      const linked = JSON.parse(String(w.linkedArticles)) as string[];
      for (const code of linked) {
        expect(codes.has(code), `${String(w.code)} → ${code}`).toBe(true);
        expect(code).not.toBe(w.code);
      }
      const refs = JSON.parse(String(w.references)) as { title: string; url: string }[];
      for (const ref of refs) expect(ref.url).toMatch(/^https:\/\//);
      const images = JSON.parse(String(w.images)) as { src: string; alt: string }[];
      for (const image of images) {
        expect(image.src).toMatch(/^\/images\/glossary\/.+\.svg$/);
        expect(fs.existsSync(path.join(publicDir, image.src))).toBe(true);
        withImages++;
      }
    }
    expect(withImages).toBeGreaterThanOrEqual(5);
  });

  it('orders news keys by date so the newest has the highest key', async () => {
    const news = await rows(first.db, 'news');
    const byKey = [...news].sort((a, b) => String(a.key).localeCompare(String(b.key)));
    const dates = byKey.map((n) => String(n.newsDate));
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]! >= '2019-01-01' && dates.at(-1)! <= '2026-10-31').toBe(true);
  });
});

describe('PDF rendering', () => {
  it('is byte-for-byte repeatable, with or without the reused parsed font', async () => {
    // Seeding keeps rendered files per process, so check the renderer itself: a fresh module
    // loads the font the public way, the second call reuses the parsed font.
    vi.resetModules();
    const { renderPdf } = await import('../../scripts/demo/pdf');
    const content = {
      title: 'Угода про позику',
      details: ['Проєкт: Модернізація системи водопостачання м. Миколаїв'],
      paragraphs: ['Заміна аварійних водогонів і насосного обладнання на об’єктах водоканалу.'],
      date: '2020-05-17',
    };
    const first = await renderPdf(content);
    const again = await renderPdf(content);
    expect(again.equals(first)).toBe(true);
    const other = await renderPdf({ ...content, date: '2020-05-18' });
    expect(other.equals(first)).toBe(false);
  });
});

describe('project texts', () => {
  it('spell the apostrophe in all three forms across projects', () => {
    const texts = Array.from({ length: 400 }, (_, i) => {
      const { row } = makeProject(SEED, i);
      return `${row.projectName} ${row.projectPurpose ?? ''} ${row.beneficiar ?? ''}`;
    }).join(' ');
    for (const form of ["'", 'ʼ', '’']) expect(texts).toContain(form);
  });
});

describe('FAQ files', () => {
  it('writes a list and one file per item, matching the committed copies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faq-'));
    try {
      writeFaqFiles(dir);
      const list = JSON.parse(fs.readFileSync(path.join(dir, 'data/faq/list.json'), 'utf8')) as {
        id: string;
        question: string;
      }[];
      expect(list.map((i) => i.id)).toEqual(FAQ_ITEMS.map((i) => i.id));
      for (const { id } of list) {
        const file = path.join('data/faq/items', `${id}.json`);
        const written = fs.readFileSync(path.join(dir, file), 'utf8');
        expect(JSON.parse(written)).toMatchObject({ id, question: expect.any(String) });
        expect(fs.readFileSync(path.join(publicDir, file), 'utf8')).toBe(written);
      }
      expect(fs.readFileSync(path.join(publicDir, 'data/faq/list.json'), 'utf8')).toBe(
        fs.readFileSync(path.join(dir, 'data/faq/list.json'), 'utf8'),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
