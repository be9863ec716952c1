import type { Handler } from 'hono';
import { mediaTypes } from '../../exports/mediaTypes';
import { glossaryTermPath, projectPath } from '../../lib/routes';
import { siteMapPaths } from '../../lib/siteTree';
import { settings } from '../../config/environment';
import { xmlEscape } from '../../lib/xml';
import { getRegistry } from '../../registry/database/db';
import {
  countProjectPages,
  siteMapGlossaryCodes,
  siteMapProjects,
} from '../../registry/content/siteMap';

// /sitemap.xml (every page, project and glossary term) and /robots.txt pointing to it. The
// sitemap protocol allows 50 000 addresses per file: a bigger registry (benchmarks use 100 000
// projects) gets a sitemap index whose parts are /sitemap.xml?part=N.

export const URLS_PER_SITEMAP = 50_000;

const xmlHeaders = {
  'content-type': mediaTypes.xml,
  'cache-control': 'public, max-age=3600',
};

const urlXml = (loc: string, lastmod?: string) =>
  `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`;

const urlset = (urls: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');

async function siteMapXml(origin: string, part: number | null): Promise<string | null> {
  const db = getRegistry();
  const fixed = [
    ...siteMapPaths().map((p) => urlXml(origin + p)),
    ...(await siteMapGlossaryCodes(db)).map((code) => urlXml(origin + glossaryTermPath(code))),
  ];
  const projectCount = await countProjectPages(db);
  const perPart = URLS_PER_SITEMAP;
  if (fixed.length + projectCount <= perPart && part === null) {
    const projects = await siteMapProjects(db, 0, projectCount);
    return urlset([
      ...fixed,
      ...projects.map((p) => urlXml(origin + projectPath(p.projectId), p.updatedAt)),
    ]);
  }
  // Part 1 holds the pages and terms, parts 2… the projects.
  const parts = 1 + Math.ceil(projectCount / perPart);
  if (part === null) {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from(
        { length: parts },
        (_, i) =>
          `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  if (part < 1 || part > parts) return null;
  if (part === 1) return urlset(fixed);
  const projects = await siteMapProjects(db, (part - 2) * perPart, perPart);
  return urlset(projects.map((p) => urlXml(origin + projectPath(p.projectId), p.updatedAt)));
}

export const robotsTxt: Handler = (c) =>
  c.text(
    // Search results are endless and say nothing a crawler cannot find through the site map.
    `User-agent: *\nAllow: /\nDisallow: /api/trpc/\nDisallow: /search\nDisallow: /RSC/R/search\n\nSitemap: ${settings().publicOrigin}/sitemap.xml\n`,
    200,
    { 'cache-control': 'public, max-age=3600' },
  );

export const siteMap: Handler = async (c) => {
  const partParam = c.req.query('part');
  const part =
    partParam === undefined ? null : /^\d{1,6}$/.test(partParam) ? Number(partParam) : -1;
  const xml = await siteMapXml(settings().publicOrigin, part);
  if (xml === null) return c.text('Такої частини мапи сайту немає', 404);
  return c.body(xml, 200, xmlHeaders);
};
