import { sql } from 'kysely';

/** ASC or DESC as raw SQL, for the ORDER BY clauses both dialects and the planner write. */
export const sortDirection = (desc: boolean) => sql.raw(desc ? 'DESC' : 'ASC');
