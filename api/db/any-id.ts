import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = any(ids)`, the ids bound as one array parameter. drizzle's inArray binds one parameter
 * per value: for the build's lists of a thousand products, building such a query took longer than
 * running it.
 */
export const anyId = (column: Column, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::int[])`;
