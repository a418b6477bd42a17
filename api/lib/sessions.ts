import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { now } from './clock.ts';

/**
 * Sign-in sessions (ASVS V7): the bearer token is 256 random bits, handed out once and stored only
 * as its SHA-256. A session ends when unused for the idle time, at its absolute lifetime (which a
 * refresh never extends), or when revoked.
 */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  /** How long after the idle expiry a refresh is still accepted. */
  graceMs: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * last_used_at moves at most this often, so most reads stay reads: five minutes, or a fiftieth of
 * the idle time when that is shorter, so a session in use never looks idle by more than 2 % of it.
 */
export const touchEveryMs = (policy: Pick<SessionPolicy, 'idleMs'>) => Math.min(5 * 60_000, policy.idleMs / 50);
/**
 * A retired refresh token presented again this soon after its refresh still gets a successor, as
 * long as its sign-in has a live session (the reuse interval of rotating refresh tokens). The
 * answer of a refresh can be lost: the page that asked is left while it is under way, or the
 * connection drops and the client asks again; the token the browser keeps is then the retired one,
 * and refusing it would sign the shopper out. Two tabs refreshing together each get a successor
 * too. A thief replaying inside these seconds could have used the token itself just as well; any
 * reuse later ends every session of the family (ASVS 10.4.5).
 */
export const REUSE_GRACE_MS = 10_000;

export const sessionPolicy = (config: Pick<Config, 'SESSION_IDLE_HOURS' | 'SESSION_MAX_DAYS'>): SessionPolicy => ({
  idleMs: config.SESSION_IDLE_HOURS * HOUR,
  maxMs: config.SESSION_MAX_DAYS * DAY,
  graceMs: DAY,
});

/** 43 base64url characters: the only shape a token of ours can have. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isTokenShaped = (token: string) => TOKEN_PATTERN.test(token);

export type SessionRow = typeof sessions.$inferSelect;
/** active: usable; idle: unused too long, but a refresh still revives it (grace period); dead: over. */
export type SessionState = 'active' | 'idle' | 'dead';

export function sessionState(row: SessionRow, policy: SessionPolicy, at = now()): SessionState {
  const t = at.getTime();
  if (row.revokedAt || row.expiresAt.getTime() <= t) return 'dead';
  const idleSince = row.lastUsedAt.getTime() + policy.idleMs;
  if (idleSince + policy.graceMs <= t) return 'dead';
  if (idleSince <= t) return 'idle';
  return 'active';
}

/**
 * A new session for the user. A refresh passes its predecessor's absolute end and family, so the
 * successor lives no longer and belongs to the same sign-in.
 */
export async function issueSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  from?: { expiresAt: Date; familyId: string },
): Promise<string> {
  const at = now();
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: at,
    lastUsedAt: at,
    expiresAt: from?.expiresAt ?? new Date(at.getTime() + policy.maxMs),
    familyId: from?.familyId ?? randomBytes(16).toString('base64url'),
  });
  return token;
}

export async function findSession(db: Db, token: string): Promise<SessionRow | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Marks the session used, unless that was recorded within the last `touchEveryMs`. */
export async function touchSession(db: Db, row: SessionRow, policy: SessionPolicy): Promise<void> {
  const at = now();
  const every = touchEveryMs(policy);
  if (at.getTime() - row.lastUsedAt.getTime() < every) return;
  await db
    .update(sessions)
    .set({ lastUsedAt: at })
    .where(and(eq(sessions.id, row.id), lt(sessions.lastUsedAt, new Date(at.getTime() - every))));
}

/** Ends every session descended from the same sign-in (a refresh token was used twice: stolen). */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

/**
 * Retires the token's session and issues its successor, when the session is active or idle for
 * less than the grace period. A token a refresh retired less than REUSE_GRACE_MS ago gets another
 * successor while its family lives (so do the other refreshes of a race with the same token); one
 * presented later ends its whole family (ASVS 10.4.5). Returns null when the token cannot be refreshed.
 */
export async function rotateSession(db: Db, token: string, policy: SessionPolicy): Promise<string | null> {
  const row = await findSession(db, token);
  if (!row) return null;
  const at = now();
  const successor = (tx: Db) => issueSession(tx, row.userId, policy, { expiresAt: row.expiresAt, familyId: row.familyId });
  if (row.rotatedAt) return (await retiredMomentsAgo(db, row.familyId, row.rotatedAt, at)) ? successor(db) : null;
  if (sessionState(row, policy, at) === 'dead') return null;
  return db.transaction(async (tx) => {
    const retired = await tx
      .update(sessions)
      .set({ revokedAt: at, rotatedAt: at })
      .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (retired.length > 0) return successor(tx);
    // Retired since it was read: by a refresh of the same race (go on as above) or by a logout.
    const [current] = await tx.select({ rotatedAt: sessions.rotatedAt }).from(sessions).where(eq(sessions.id, row.id));
    return current?.rotatedAt && (await retiredMomentsAgo(tx, row.familyId, current.rotatedAt, at)) ? successor(tx) : null;
  });
}

/**
 * Whether a session a refresh retired may still be refreshed: within REUSE_GRACE_MS of its
 * rotation, while its sign-in has a session not revoked (a logout or a detected reuse ends it).
 * Later, it is a reuse: every session of the family ends.
 */
async function retiredMomentsAgo(db: Db, familyId: string, rotatedAt: Date, at: Date): Promise<boolean> {
  if (at.getTime() - rotatedAt.getTime() >= REUSE_GRACE_MS) {
    await revokeFamily(db, familyId);
    return false;
  }
  const [live] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .limit(1);
  return live !== undefined;
}

/** Ends the session for good (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Deletes sessions that can never be used again: past their lifetime, idle past the grace, or revoked a day ago. */
export async function deleteDeadSessions(db: Db, policy: SessionPolicy): Promise<void> {
  const t = now().getTime();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(t)),
        lt(sessions.lastUsedAt, new Date(t - policy.idleMs - policy.graceMs)),
        lt(sessions.revokedAt, new Date(t - DAY)),
      ),
    );
}
