/** What PostgreSQL (or PGlite) said when it refused a statement. */
export interface DatabaseError {
  /** The SQLSTATE, e.g. 23514 for a CHECK violation. */
  code: string;
  constraint?: string;
}

/**
 * The database's error behind a failed query, if that is what it was. drizzle wraps driver errors
 * (its DrizzleQueryError keeps the driver's error as `cause`), so the chain is searched.
 */
export function databaseError(error: unknown): DatabaseError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return null;
}
