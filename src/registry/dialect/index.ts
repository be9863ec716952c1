import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../database/dbTypes';
import { postgresDialect } from './postgres';
import { sqliteDialect } from './sqlite';
import type { RegistryDialect } from './types';

export type { RegistryDialect };

/** The dialect of a registry connection (or of a transaction on it). */
export function dialectOf(db: Kysely<Database>): RegistryDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresDialect : sqliteDialect;
}

/** A DATABASE_URL or --database-url value names PostgreSQL; anything else is a SQLite file. */
export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//i.test(target);
