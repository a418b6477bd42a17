import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifyCodes } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';

/**
 * One-time sign-in codes (ASVS V6.5): 6 digits from a CSPRNG, hashed, 10 minutes, single use.
 * Guessing is bounded twice: each client gets MAX_GUESSES_PER_CLIENT tries per address and hour
 * (service.ts), and each code takes MAX_GUESSES_PER_CODE tries from all clients together. A wrong
 * guess from one client therefore never voids the code for the shopper holding it; voiding it takes
 * several clients' whole allowance. The README's "Sign-in limits" gives the arithmetic.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_GUESSES_PER_CODE = 20;
/**
 * A new code does not void the address's older ones (someone else's request would void the
 * shopper's code); a guess is compared with this many of the newest live codes.
 */
export const LIVE_CODES_COMPARED = 3;

const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

function derive(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(code, salt, KEY_LENGTH, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))));
}

/** `scrypt$<salt>$<key>`, base64url; the salt is new for every code. */
export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(code, salt)).toString('base64url')}`;
}

export async function codeMatches(stored: string, code: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(code, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Stores a new code for the address, beside its other live codes. */
export async function storeCode(db: Db, email: string, code: string): Promise<void> {
  const codeHash = await hashCode(code);
  const at = now();
  await db.insert(verifyCodes).values({ email, codeHash, createdAt: at, expiresAt: new Date(at.getTime() + CODE_TTL_MS) });
}

/** Invalidates the address's live codes (the e-mail carrying one could not be sent). */
export async function expireCodes(db: Db, email: string): Promise<void> {
  const at = now();
  await db
    .update(verifyCodes)
    .set({ expiresAt: at })
    .where(and(eq(verifyCodes.email, email), gt(verifyCodes.expiresAt, at)));
}

const live = (at: Date) => and(isNull(verifyCodes.usedAt), gt(verifyCodes.expiresAt, at), lt(verifyCodes.attempts, MAX_GUESSES_PER_CODE));

/**
 * Uses up one of the address's newest live codes if `code` is it. Each code compared first gives
 * up one of its tries with a conditional update, so however many guesses arrive at once, at most
 * MAX_GUESSES_PER_CODE are ever compared with it; a matching code is then marked used, once, and
 * the address's other codes stop working.
 */
export async function consumeCode(db: Db, email: string, code: string): Promise<boolean> {
  const at = now();
  const candidates = await db
    .select({ id: verifyCodes.id, codeHash: verifyCodes.codeHash })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.email, email), live(at)))
    .orderBy(desc(verifyCodes.createdAt), desc(verifyCodes.id))
    .limit(LIVE_CODES_COMPARED);
  for (const candidate of candidates) {
    const claimed = await db
      .update(verifyCodes)
      .set({ attempts: sql`${verifyCodes.attempts} + 1` })
      .where(and(eq(verifyCodes.id, candidate.id), live(at)))
      .returning({ id: verifyCodes.id });
    if (claimed.length === 0 || !(await codeMatches(candidate.codeHash, code))) continue;
    const used = await db
      .update(verifyCodes)
      .set({ usedAt: at })
      .where(and(eq(verifyCodes.id, candidate.id), isNull(verifyCodes.usedAt)))
      .returning({ id: verifyCodes.id });
    if (used.length === 0) return false;
    await db
      .update(verifyCodes)
      .set({ expiresAt: at })
      .where(and(eq(verifyCodes.email, email), ne(verifyCodes.id, candidate.id), gt(verifyCodes.expiresAt, at)));
    return true;
  }
  return false;
}
