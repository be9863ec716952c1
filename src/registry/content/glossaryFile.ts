import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { z } from 'zod';
import type { Registry } from '../database/db';
import { listGlossary } from './glossary';
import { glossaryEntrySchema, type GlossaryEntry } from '../schemas';

// The English glossary list (spec §7) is a static file in the shape of the GOLOSARY result,
// written whenever the glossary data is written: by the demo generator and by the registry sync.

export const ENGLISH_GLOSSARY_PATH = '/data/glossary/en.json';

export const glossaryListFileSchema = z.object({
  data: z.object({ references: z.array(glossaryEntrySchema) }),
});
export type GlossaryListFile = z.infer<typeof glossaryListFileSchema>;

const english = new Intl.Collator('en');

/**
 * Every term with its English label (the Ukrainian one when no translation is known, so the
 * list is never shorter than the Ukrainian one), in English alphabetical order.
 */
export function englishGlossaryDocument(
  entries: readonly GlossaryEntry[],
  englishLabels: Readonly<Record<string, string>>,
): GlossaryListFile {
  const references = entries
    .map((e) => ({ code: e.code, label: englishLabels[e.code]?.trim() || e.label }))
    .sort((a, b) => english.compare(a.label, b.label) || english.compare(a.code, b.code));
  return { data: { references } };
}

/** Writes `{publicDir}/data/glossary/en.json` atomically (readers never see half a file). */
export async function writeEnglishGlossary(
  db: Registry,
  publicDir: string,
  englishLabels: Readonly<Record<string, string>>,
): Promise<string> {
  const document = englishGlossaryDocument(await listGlossary(db), englishLabels);
  const file = path.join(publicDir, ...ENGLISH_GLOSSARY_PATH.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Named for this process and thread: writers at once never share a temp file.
  const temp = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(document, null, 2)}\n`);
  fs.renameSync(temp, file);
  return file;
}
