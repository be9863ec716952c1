import { createHash } from 'node:crypto';
import type { Context, Handler } from 'hono';
import {
  CHANGES_FEED_PATH,
  CHANGES_PATH,
  FEED_ENTRIES,
  changesQueryString,
  strictChangesQuery,
  type ChangesQuery,
} from '../../lib/changesQuery';
import { changeSummary, changeTitle, changeKindText } from '../../lib/projectChanges';
import { settings } from '../../config/environment';
import { projectPath } from '../../lib/routes';
import { xmlEscape } from '../../lib/xml';
import { latestChanges } from '../../registry/changes/changeList';
import type { ChangeEntry } from '../../registry/changes/changeSchemas';
import { getRegistry } from '../../registry/database/db';

// Atom 1.0 (RFC 4287) feeds of the change history: /changes.atom for every change, with the
// /projects filter parameters for a search, `project=ID` for one project, `since=` for a first
// day. One entry per project and registry update (the newest 50), a `tag:` id that never
// changes, absolute links from PUBLIC_URL. ETag and Last-Modified let readers poll cheaply.

type Selection = Omit<ChangesQuery, 'page' | 'pageSize'>;

// The year the portal began minting these ids (RFC 4151: a date the authority held the name).
const TAG_DATE = '2026';
// An empty feed still needs an `updated`: the portal's first year.
const NEVER = '2019-01-01T00:00:00.000Z';

const tag = (origin: string, specific: string) =>
  `tag:${new URL(origin).hostname},${TAG_DATE}:${specific}`;

function feedTitle(selection: Selection, entries: ChangeEntry[]): string {
  if (selection.project) {
    const name = entries[0]?.projectName ?? selection.project;
    return `Зміни проєкту «${name}» — Портал проєктів МФО`;
  }
  const filtered = Object.keys(selection.filters).length > 0 || selection.since !== undefined;
  return filtered
    ? 'Зміни в реєстрі проєктів МФО за обраними фільтрами'
    : 'Зміни в реєстрі проєктів МФО';
}

function entryXml(entry: ChangeEntry, origin: string): string {
  // A project still in the registry links to its page; a removed one to its history.
  const page = entry.inRegistry
    ? projectPath(entry.projectId)
    : `${CHANGES_PATH}${changesQueryString({ project: entry.projectId })}`;
  return [
    '<entry>',
    `<id>${xmlEscape(tag(origin, `change/${entry.revisionId}/${entry.projectId}`))}</id>`,
    `<title>${xmlEscape(changeTitle(entry))}</title>`,
    `<updated>${new Date(entry.recordedAt).toISOString()}</updated>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(origin + page)}"/>`,
    `<category term="${entry.kind}" label="${xmlEscape(changeKindText[entry.kind])}"/>`,
    `<summary type="text">${xmlEscape(changeSummary(entry))}</summary>`,
    '</entry>',
  ].join('');
}

export function changesFeedXml(selection: Selection, entries: ChangeEntry[], origin: string) {
  const query = changesQueryString({ ...selection, page: undefined });
  const updated = new Date(entries[0]?.recordedAt ?? NEVER).toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="uk">',
    `<id>${xmlEscape(tag(origin, `${CHANGES_FEED_PATH}${query}`))}</id>`,
    `<title>${xmlEscape(feedTitle(selection, entries))}</title>`,
    '<subtitle>Що змінилося в реєстрі проєктів, які фінансують міжнародні фінансові організації</subtitle>',
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(`${origin}${CHANGES_FEED_PATH}${query}`)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(`${origin}${CHANGES_PATH}${query}`)}"/>`,
    '<author><name>Портал проєктів МФО</name></author>',
    ...entries.map((entry) => entryXml(entry, origin)),
    '</feed>',
    '',
  ].join('\n');
}

const opaque = (etag: string) => etag.trim().replace(/^W\//, '');

/** 304 when the reader already has this version (If-None-Match first, as RFC 9110 says). */
function notModified(c: Context, etag: string, lastModified: Date): boolean {
  const tags = c.req.header('if-none-match');
  if (tags !== undefined) {
    return tags.split(',').some((t) => t.trim() === '*' || opaque(t) === opaque(etag));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export const changesFeed: Handler = async (c) => {
  const parsed = strictChangesQuery(new URL(c.req.url).searchParams);
  if (!parsed.ok) {
    return c.text(`Невірний параметр стрічки змін — ${parsed.error}`, 400, {
      'cache-control': 'no-store',
    });
  }
  const entries = await latestChanges(getRegistry(), parsed.query, FEED_ENTRIES);
  const xml = changesFeedXml(parsed.query, entries, settings().publicOrigin);
  const etag = `W/"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  const lastModified = new Date(entries[0]?.recordedAt ?? NEVER);
  const headers = {
    etag,
    'last-modified': lastModified.toUTCString(),
    'cache-control': 'public, max-age=300',
  };
  if (notModified(c, etag, lastModified)) return c.body(null, 304, headers);
  return c.body(xml, 200, { ...headers, 'content-type': 'application/atom+xml; charset=utf-8' });
};
