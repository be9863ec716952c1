import type { Kysely } from 'kysely';
import { postgresTypes } from '../commonTables';
import { createRateLimitTables, dropRateLimitTables } from '../rateLimitTables';

// PostgreSQL twin of ../005_rateLimits.ts: several portal instances share these limits.
export const up = (db: Kysely<unknown>) => createRateLimitTables(db, postgresTypes);
export const down = dropRateLimitTables;
