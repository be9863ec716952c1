import type { Kysely } from 'kysely';
import { sqliteTypes } from './commonTables';
import { createRateLimitTables, dropRateLimitTables } from './rateLimitTables';

// The expensive endpoints' per-client limits, shared by every process on the database.
export const up = (db: Kysely<unknown>) => createRateLimitTables(db, sqliteTypes);
export const down = dropRateLimitTables;
