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

/** SQLSTATEs of a database that is going away or not taking connections. */
const UNREACHABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg and PGlite say when there is no connection to use. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed|Database is closed/i;

/**
 * Whether a failure means the database is out of reach for now (restarting, failing over, down, or
 * closed during shutdown) rather than that the request was wrong: answered 503 with Retry-After.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || UNREACHABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
