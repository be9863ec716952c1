import 'server-only';
import type { Registry } from '../database/db';

// What /sitemap.xml lists besides the fixed pages: every project and every glossary term.

export interface SiteMapProject {
  projectId: string;
  updatedAt: string;
}

export async function countProjectPages(db: Registry): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Projects in a stable order (by id), a slice at a time, so big registries split into parts. */
export async function siteMapProjects(
  db: Registry,
  offset: number,
  limit: number,
): Promise<SiteMapProject[]> {
  return db
    .selectFrom('projects')
    .select(['projectId', 'updatedAt'])
    .orderBy('projectId')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function siteMapGlossaryCodes(db: Registry): Promise<string[]> {
  const rows = await db.selectFrom('glossaryWords').select('code').orderBy('code').execute();
  return rows.map((r) => r.code);
}
