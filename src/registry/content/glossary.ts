import 'server-only';
import { z } from 'zod';
import type { Registry } from '../database/db';
import { hasRow } from '../database/hasRow';
import {
  glossaryImageSchema,
  glossaryReferenceSchema,
  type GlossaryEntry,
  type GlossaryWord,
} from '../schemas';

// Glossary terms. The list is sorted with Intl.Collator('uk') so Є, І, Ї, Ґ sit in their
// places of the Ukrainian alphabet (SQLite would put them after Я).
const collator = new Intl.Collator('uk');

export async function listGlossary(db: Registry): Promise<GlossaryEntry[]> {
  const rows = await db.selectFrom('glossaryWords').select(['code', 'name']).execute();
  return rows
    .map((r) => ({ code: r.code, label: r.name }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

const parseJson = <T>(text: string, schema: z.ZodType<T>): T => {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : ([] as T);
  } catch {
    return [] as T;
  }
};

export async function getGlossaryWord(
  db: Registry,
  code: string,
): Promise<GlossaryWord | undefined> {
  const row = await db
    .selectFrom('glossaryWords')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const linkedCodes = parseJson(row.linkedArticles, z.array(z.string()));
  const linked = linkedCodes.length
    ? await db
        .selectFrom('glossaryWords')
        .select(['code', 'name'])
        .where('code', 'in', linkedCodes)
        .execute()
    : [];
  return {
    code: row.code,
    name: row.name,
    article: row.article,
    linkedArticles: linked
      .map((r) => ({ code: r.code, label: r.name }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    references: parseJson(row.references, z.array(glossaryReferenceSchema)),
    images: parseJson(row.images, z.array(glossaryImageSchema)),
  };
}

export function glossaryWordExists(db: Registry, code: string): Promise<boolean> {
  return hasRow(db.selectFrom('glossaryWords').select('code').where('code', '=', code));
}
