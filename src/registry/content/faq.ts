import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { sanitiseRegistryHtml } from './sanitiseHtml';
import { log } from '../../config/log';

// The FAQ lives in static files (spec §7): public/data/faq/list.json (id, question) and
// public/data/faq/items/{id}.json (the item with its HTML answer). The page reads the same files
// the browser can fetch; the build copies them to dist/public.

export const faqListSchema = z.array(z.object({ id: z.string(), question: z.string() }));
export const faqItemSchema = z.object({
  id: z.string().regex(/^[\w-]+$/),
  question: z.string(),
  answer: z.string(),
  updated: z.string().optional(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const candidates = (file: string) => [
  path.resolve('public', 'data', 'faq', file),
  path.resolve('dist', 'public', 'data', 'faq', file),
];

async function readJson(file: string): Promise<unknown> {
  for (const candidate of candidates(file)) {
    try {
      return JSON.parse(await fs.readFile(candidate, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`FAQ file not found: ${file}`);
}

/** Every question with its sanitised answer, in the list's order; unreadable items are left out. */
export async function listFaq(): Promise<FaqItem[]> {
  const list = faqListSchema.parse(await readJson('list.json'));
  const items = await Promise.all(
    list
      .filter((entry) => /^[\w-]+$/.test(entry.id))
      .map(async (entry) => {
        try {
          const item = faqItemSchema.parse(await readJson(path.join('items', `${entry.id}.json`)));
          return { ...item, answer: sanitiseRegistryHtml(item.answer) };
        } catch (error) {
          log.error({ err: error }, `faq: item ${entry.id} skipped`);
          return null;
        }
      }),
  );
  return items.filter((item): item is FaqItem => item !== null);
}
