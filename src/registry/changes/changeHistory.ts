import 'server-only';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { kyivDay } from '../../lib/kyivDay';
import {
  diffValues,
  trackedFields,
  typedValue,
  type ChangeKind,
  type FieldChange,
  type TrackedField,
  type TrackedValues,
} from '../../lib/projectChanges';
import type { Database, ProjectSearchKeysTable, RegistryRevisionsTable } from '../database/dbTypes';
import { hasHeldRegistryData } from '../sync/syncState';

// The change history's write side, run inside the transaction that replaces the registry's
// data, so a failed sync records nothing. Before the served data is cleared the projects are
// copied, as the visitor saw them (reference names joined), into a temporary table; after the
// new data is in, SQL compares the two by projectId and hands over only the projects that
// differ, in batches of BATCH: nothing proportional to the registry is held in memory, and the
// comparison is one pass over an index (docs/design.md, "Change history", gives its cost).

type Tx = Transaction<Database>;

const PREVIOUS = 'previousProjects';
const BATCH = 500;
// PostgreSQL allows 65 535 bound parameters per statement, SQLite 32 766: stay below both.
const MAX_PARAMETERS = 30_000;

/** The search keys a change keeps (the registry filters select changes by them). */
export type ChangeKeys = ProjectSearchKeysTable;

/** A project as the history compares it. */
export interface TrackedProject {
  projectId: string;
  values: TrackedValues;
  keys: ChangeKeys;
}

export interface ProjectChange {
  projectId: string;
  kind: ChangeKind;
  /** As it stood after the revision; a removed project's last name. */
  projectName: string;
  keys: ChangeKeys;
  /** Changed fields (empty when added or removed). */
  fields: FieldChange[];
}

export interface RevisionMeta {
  /** UTC ISO timestamp of the write. */
  recordedAt: string;
  source: RegistryRevisionsTable['source'];
}

export interface RevisionSummary {
  revisionId: number;
  added: number;
  changed: number;
  removed: number;
}

const idColumns = ['projectStateId', 'projectFieldId', 'creditorId', 'responsibleExecutorId'];

/** Where each tracked field is read from in `projects p` joined with its reference lists. */
const referenceSources: Partial<Record<TrackedField, string>> = {
  projectStateName: 's.name',
  projectFieldName: 'f.fieldNameUkr',
  creditorName: 'c.name',
  responsibleExecutorName: 'e.name',
};
const currentSource = (field: TrackedField) => referenceSources[field] ?? `p.${field}`;

/** The reference lists of `projects "p"`, joined after it. */
const REFERENCE_JOINS = sql`JOIN "projectStates" "s" ON "s"."id" = "p"."projectStateId"
  JOIN "projectFields" "f" ON "f"."id" = "p"."projectFieldId"
  JOIN "creditors" "c" ON "c"."id" = "p"."creditorId"
  LEFT JOIN "responsibleExecutors" "e" ON "e"."id" = "p"."responsibleExecutorId"`;

/** The current projects' columns as the snapshot names them: projectId, fields, reference ids. */
function currentColumns(prefix = ''): RawBuilder<unknown> {
  const columns = [
    sql`"p"."projectId" AS ${sql.id(`${prefix}projectId`)}`,
    ...trackedFields.map((f) => sql`${sql.ref(currentSource(f))} AS ${sql.id(`${prefix}${f}`)}`),
    ...idColumns.map((c) => sql`${sql.ref(`p.${c}`)} AS ${sql.id(`${prefix}${c}`)}`),
  ];
  return sql.join(columns);
}

function previousColumns(prefix: string): RawBuilder<unknown> {
  return sql.join(
    ['projectId', ...trackedFields, ...idColumns].map(
      (c) => sql`${sql.ref(`o.${c}`)} AS ${sql.id(`${prefix}${c}`)}`,
    ),
  );
}

type Row = Record<string, unknown>;

function trackedProject(row: Row, prefix = ''): TrackedProject {
  const at = (column: string) => row[`${prefix}${column}`];
  const values = Object.fromEntries(
    trackedFields.map((f) => [f, typedValue(f, at(f))]),
  ) as TrackedValues;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    projectId: String(at('projectId')),
    values,
    keys: {
      projectStateId: Number(at('projectStateId')),
      projectFieldId: Number(at('projectFieldId')),
      creditorId: Number(at('creditorId')),
      responsibleExecutorId: num(at('responsibleExecutorId')),
      projectSum: num(at('projectSum')),
      creditDateBegin: (at('creditDateBegin') as string | null) ?? null,
      agreementEffective: (at('agreementEffective') as string | null) ?? null,
    },
  };
}

/** A change of one project: its name and keys after it (a removed project's last). */
export function projectChange(
  kind: ChangeKind,
  project: TrackedProject,
  fields: FieldChange[] = [],
): ProjectChange {
  return {
    projectId: project.projectId,
    kind,
    projectName: String(project.values.projectName ?? project.projectId),
    keys: project.keys,
    fields,
  };
}

/** Rows of a keyset-paged query, BATCH at a time, in projectId order. */
async function* batches(trx: Tx, query: (after: string) => RawBuilder<Row>): AsyncGenerator<Row[]> {
  let after = '';
  for (;;) {
    const { rows } = await query(after).execute(trx);
    if (!rows.length) return;
    yield rows;
    after = String(rows.at(-1)!.cursor);
    if (rows.length < BATCH) return;
  }
}

const distinct = (field: string) =>
  sql`${sql.ref(`o.${field}`)} IS DISTINCT FROM ${sql.ref(currentSource(field as TrackedField))}`;

const changedQuery = (after: string) => sql<Row>`
  SELECT "o"."projectId" AS "cursor", ${previousColumns('o_')}, ${currentColumns('n_')}
  FROM ${sql.table(PREVIOUS)} "o" JOIN "projects" "p" ON "p"."projectId" = "o"."projectId"
    ${REFERENCE_JOINS}
  WHERE "o"."projectId" > ${after}
    AND (${sql.join(trackedFields.map(distinct), sql` OR `)})
  ORDER BY "o"."projectId" LIMIT ${BATCH}`;

const addedQuery = (after: string) => sql<Row>`
  SELECT "p"."projectId" AS "cursor", ${currentColumns()} FROM "projects" "p" ${REFERENCE_JOINS}
  WHERE "p"."projectId" > ${after}
    AND NOT EXISTS (SELECT 1 FROM ${sql.table(PREVIOUS)} "o" WHERE "o"."projectId" = "p"."projectId")
  ORDER BY "p"."projectId" LIMIT ${BATCH}`;

const removedQuery = (after: string) => sql<Row>`
  SELECT "o"."projectId" AS "cursor", ${previousColumns('')} FROM ${sql.table(PREVIOUS)} "o"
  WHERE "o"."projectId" > ${after}
    AND NOT EXISTS (SELECT 1 FROM "projects" "p" WHERE "p"."projectId" = "o"."projectId")
  ORDER BY "o"."projectId" LIMIT ${BATCH}`;

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Adds a revision (its counts are set when its changes are in); returns its id. */
export async function addRevision(trx: Tx, meta: RevisionMeta): Promise<number> {
  const row = await trx
    .insertInto('registryRevisions')
    .values({
      recordedAt: meta.recordedAt,
      recordedOn: kyivDay(meta.recordedAt),
      source: meta.source,
      projectsAdded: 0,
      projectsChanged: 0,
      projectsRemoved: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A change worth a row: a project added or removed, or at least one field changed. */
const isReal = (c: ProjectChange) => c.kind !== 'changed' || c.fields.length > 0;

/** Writes changes of one revision (at most one per project and revision). */
export async function writeChanges(
  trx: Tx,
  revisionId: number,
  changes: readonly ProjectChange[],
): Promise<void> {
  const real = changes.filter(isReal);
  const entries = real.map((c) => ({
    revisionId,
    projectId: c.projectId,
    kind: c.kind,
    projectName: c.kind === 'removed' ? c.projectName : null,
    ...c.keys,
  }));
  for (const rows of chunks(entries, 11)) {
    await trx.insertInto('projectChanges').values(rows).execute();
  }
  const fields = real.flatMap((c) =>
    c.fields.map((f) => ({
      revisionId,
      projectId: c.projectId,
      field: f.field,
      oldValue: f.was === null ? null : JSON.stringify(f.was),
      newValue: f.became === null ? null : JSON.stringify(f.became),
    })),
  );
  for (const rows of chunks(fields, 5)) {
    await trx.insertInto('projectFieldChanges').values(rows).execute();
  }
}

/**
 * Sets every revision's counts from its changes and drops revisions without any: for writers
 * that fill several revisions at once (the demo generator). Returns how many revisions remain.
 */
export async function recountRevisions(trx: Tx): Promise<number> {
  const counted = (kind: ChangeKind) =>
    sql<number>`(SELECT count(*) FROM "projectChanges" "c"
      WHERE "c"."revisionId" = "registryRevisions"."id" AND "c"."kind" = ${kind})`;
  await trx
    .updateTable('registryRevisions')
    .set({
      projectsAdded: counted('added'),
      projectsChanged: counted('changed'),
      projectsRemoved: counted('removed'),
    })
    .execute();
  await trx
    .deleteFrom('registryRevisions')
    .where('projectsAdded', '=', 0)
    .where('projectsChanged', '=', 0)
    .where('projectsRemoved', '=', 0)
    .execute();
  const left = await trx
    .selectFrom('registryRevisions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(left.n);
}

/**
 * Writes the changes of one revision as they come (batches); the revision row is added with
 * the first change, so a revision that changed nothing leaves no trace.
 */
export function revisionWriter(trx: Tx, meta: RevisionMeta) {
  let revisionId: number | null = null;
  const counts = { added: 0, changed: 0, removed: 0 };
  return {
    async write(changes: readonly ProjectChange[]): Promise<void> {
      const real = changes.filter(isReal);
      if (!real.length) return;
      revisionId ??= await addRevision(trx, meta);
      await writeChanges(trx, revisionId, real);
      for (const c of real) counts[c.kind]++;
    },
    async finish(): Promise<RevisionSummary | null> {
      if (revisionId === null) return null;
      await trx
        .updateTable('registryRevisions')
        .set({
          projectsAdded: counts.added,
          projectsChanged: counts.changed,
          projectsRemoved: counts.removed,
        })
        .where('id', '=', revisionId)
        .execute();
      return { revisionId, ...counts };
    },
  };
}

/** Forgets every recorded change (demo data's made-up past must not meet registry data). */
export async function clearChangeHistory(trx: Tx): Promise<void> {
  await trx.deleteFrom('projectFieldChanges').execute();
  await trx.deleteFrom('projectChanges').execute();
  await trx.deleteFrom('registryRevisions').execute();
}

export interface ChangeRecorder {
  /** After the new data is written: records what differs; null when nothing did (or baseline). */
  finish(meta: RevisionMeta): Promise<RevisionSummary | null>;
}

/**
 * Call first in the transaction that replaces the registry's data. The first registry data
 * (over an empty or a demo database) is the baseline: the history starts empty and records
 * nothing; after that every write is compared with what it replaces.
 */
export async function startChangeRecorder(trx: Tx): Promise<ChangeRecorder> {
  if (!(await hasHeldRegistryData(trx))) {
    await clearChangeHistory(trx);
    return { finish: async () => null };
  }
  await sql`DROP TABLE IF EXISTS ${sql.table(PREVIOUS)}`.execute(trx);
  await sql`CREATE TEMPORARY TABLE ${sql.table(PREVIOUS)} AS
    SELECT ${currentColumns()} FROM "projects" "p" ${REFERENCE_JOINS}`.execute(trx);
  await sql`CREATE INDEX ${sql.id(`${PREVIOUS}_projectId`)} ON ${sql.table(PREVIOUS)} ("projectId")`.execute(
    trx,
  );
  return {
    async finish(meta) {
      const writer = revisionWriter(trx, meta);
      for await (const rows of batches(trx, addedQuery)) {
        await writer.write(rows.map((r) => projectChange('added', trackedProject(r))));
      }
      for await (const rows of batches(trx, changedQuery)) {
        await writer.write(
          rows.map((r) => {
            const before = trackedProject(r, 'o_');
            const after = trackedProject(r, 'n_');
            return projectChange('changed', after, diffValues(before.values, after.values));
          }),
        );
      }
      for await (const rows of batches(trx, removedQuery)) {
        await writer.write(rows.map((r) => projectChange('removed', trackedProject(r))));
      }
      await sql`DROP TABLE ${sql.table(PREVIOUS)}`.execute(trx);
      return writer.finish();
    },
  };
}
