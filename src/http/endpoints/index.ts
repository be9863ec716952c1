import type { Handler } from 'hono';
import {
  IATI_ACTIVITIES_PATH,
  IATI_PREFIX,
  PROJECT_LIST_EXPORT_PATHS,
} from '../../lib/exportPaths';
import { DOWNLOAD_PREFIX } from '../../lib/downloads';
import { CLIENT_PACKAGE_PATH } from '../../lib/portalVersion';
import { changesFeed } from './changesFeed';
import { clientPackage } from './clientPackage';
import { contactPage, contactPost, type Render } from './contactPost';
import { documentFile } from './documentFiles';
import { healthz } from './healthz';
import { iatiActivities, iatiActivity } from './iati';
import { newsRss } from './newsRss';
import { projectListExport } from './projectListExport';
import { rpc } from './rpc';
import { robotsTxt, siteMap } from './siteMap';
import { statisticsCsvFile } from './statisticsCsv';

export interface Endpoint {
  /** GET answers HEAD too (Hono runs the GET handler and drops the body). */
  methods: ('GET' | 'POST')[];
  /** A Hono path pattern. */
  path: string;
  handler: Handler;
}

/**
 * Every endpoint that is not a screen, one line each (but /preferences, which the edge answers
 * before its page cache); src/server-entry.ts mounts them after its middlewares. `render` is
 * Waku's, for the endpoints that answer with a page.
 */
export const edgeEndpoints = (render: Render): Endpoint[] => [
  { methods: ['GET'], path: '/healthz', handler: healthz },
  { methods: ['GET'], path: '/news/rss.xml', handler: newsRss },
  // The change history's Atom feeds: all changes, a search's, one project's.
  { methods: ['GET'], path: '/changes.atom', handler: changesFeed },
  { methods: ['GET'], path: '/sitemap.xml', handler: siteMap },
  { methods: ['GET'], path: '/robots.txt', handler: robotsTxt },
  { methods: ['POST'], path: '/contact-us', handler: contactPost(render) },
  { methods: ['GET'], path: '/contact-us', handler: contactPage(render) },
  { methods: ['GET'], path: `${DOWNLOAD_PREFIX}*`, handler: documentFile },
  ...Object.values(PROJECT_LIST_EXPORT_PATHS).map(
    (path): Endpoint => ({ methods: ['GET'], path, handler: projectListExport }),
  ),
  { methods: ['GET'], path: '/api/statistics/:file', handler: statisticsCsvFile },
  { methods: ['GET'], path: IATI_ACTIVITIES_PATH, handler: iatiActivities },
  { methods: ['GET'], path: `${IATI_PREFIX}/activities/:file`, handler: iatiActivity },
  { methods: ['GET', 'POST'], path: '/api/trpc/*', handler: rpc },
  { methods: ['GET'], path: CLIENT_PACKAGE_PATH, handler: clientPackage },
];

/** Feeds and files that answer GET (and HEAD) only: any other method is 405 with Allow. */
export const GET_ONLY_PATHS = [
  '/news/rss.xml',
  '/changes.atom',
  '/sitemap.xml',
  '/robots.txt',
] as const;
