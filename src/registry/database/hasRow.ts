import type { SelectQueryBuilder } from 'kysely';

/** Whether a query finds a row (it reads at most one): the registry's "does this id exist". */
export async function hasRow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
