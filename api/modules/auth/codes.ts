import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifyCodes } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';

/** One-time sign-in codes (ASVS V6.5): 6 digits from a CSPRNG, hashed, 10 minutes, single use, 5 tries. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

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

/** Stores a new code for the address; every older code of it stops working. */
export async function storeCode(db: Db, email: string, code: string): Promise<void> {
  const codeHash = await hashCode(code);
  const at = now();
  await db.transaction(async (tx) => {
    await tx
      .update(verifyCodes)
      .set({ expiresAt: at })
      .where(and(eq(verifyCodes.email, email), isNull(verifyCodes.usedAt), gt(verifyCodes.expiresAt, at)));
    await tx.insert(verifyCodes).values({ email, codeHash, createdAt: at, expiresAt: new Date(at.getTime() + CODE_TTL_MS) });
  });
}

/** Invalidates the address's live codes (the e-mail carrying one could not be sent). */
export async function expireCodes(db: Db, email: string): Promise<void> {
  const at = now();
  await db
    .update(verifyCodes)
    .set({ expiresAt: at })
    .where(and(eq(verifyCodes.email, email), gt(verifyCodes.expiresAt, at)));
}

const live = (at: Date) => and(isNull(verifyCodes.usedAt), gt(verifyCodes.expiresAt, at), lt(verifyCodes.attempts, MAX_CODE_ATTEMPTS));

/**
 * Uses up the address's current code if `code` is it. Every try first takes one of the code's
 * attempts with a conditional update, so however many guesses arrive at once, at most
 * MAX_CODE_ATTEMPTS are ever compared; a matching code is then marked used, once.
 */
export async function consumeCode(db: Db, email: string, code: string): Promise<boolean> {
  const at = now();
  const [current] = await db
    .select({ id: verifyCodes.id, codeHash: verifyCodes.codeHash })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.email, email), live(at)))
    .orderBy(desc(verifyCodes.createdAt), desc(verifyCodes.id))
    .limit(1);
  if (!current) return false;
  const claimed = await db
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(and(eq(verifyCodes.id, current.id), live(at)))
    .returning({ id: verifyCodes.id });
  if (claimed.length === 0) return false;
  if (!(await codeMatches(current.codeHash, code))) return false;
  const used = await db
    .update(verifyCodes)
    .set({ usedAt: at })
    .where(and(eq(verifyCodes.id, current.id), isNull(verifyCodes.usedAt)))
    .returning({ id: verifyCodes.id });
  return used.length === 1;
}
