import type { Migration } from 'kysely';

// The migrations in the order they run, under the names Kysely records (kysely_migration). Both
// dialects have one module per name (./ for SQLite, ./postgres/ for PostgreSQL), so their
// histories read alike and a dialect without its twin of a migration does not compile.

export const migrationNames = [
  '001_initial',
  '002_searchIndexes',
  '003_statisticsTotals',
  '004_changeHistory',
  '005_rateLimits',
  '006_lemmaSearch',
  '007_searchPostings',
  '008_postingBitmaps',
  '009_projectRegions',
] as const;

export type MigrationName = (typeof migrationNames)[number];

/**
 * Names a migration was recorded under by an older portal, with its name now (one style:
 * camelCase). The start renames them in kysely_migration before migrating, so an existing
 * database (or a restored backup) neither runs the migration again nor fails on a name it
 * does not know.
 */
export const legacyMigrationNames: Readonly<Record<string, MigrationName>> = {
  '002_search_indexes': '002_searchIndexes',
};

type OnePer<Names extends readonly string[], T> = { readonly [I in keyof Names]: T };

/** A dialect's migration modules, one per name, in the order of `migrationNames`. */
export type MigrationModules = OnePer<typeof migrationNames, Migration>;

/** What Kysely's migrator reads: each name with the dialect's module. */
export const migrationsByName = (modules: MigrationModules): Record<string, Migration> =>
  Object.fromEntries(migrationNames.map((name, i) => [name, modules[i]!]));
