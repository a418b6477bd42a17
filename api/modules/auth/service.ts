import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import type { Context } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { issueSession, sessionPolicy } from '../../lib/sessions.ts';
import { CODE_TTL_MS, consumeCode, expireCodes, newCode, storeCode } from './codes.ts';
import { codeMail } from './mail.ts';
import { authMessage } from '../../lib/auth-messages.ts';
import { RecipientRefused } from '../../lib/mailer.ts';

/** Spec §9: one code per address every 60 s. */
export const SEND_COOLDOWN_MS = 60_000;
const HOUR = 3_600_000;
/** Sign-in tries one client IP gets at one address per hour (right or wrong: counted before comparing). */
export const MAX_GUESSES_PER_CLIENT = 5;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const tooMany = (message: string, retryAfterMs: number) => new AppError(Code.tooMany, message, { retry_after: seconds(retryAfterMs) });

/**
 * Sends a sign-in code to `email`. The answer and the work done are the same whether or not the
 * address has an account; only the limits (per client IP per hour, per address every 60 s and
 * per hour) can refuse it.
 */
export async function sendVerifyCode(ctx: Context, email: string): Promise<void> {
  const { db, config, limits, mailer, log, locale } = ctx;
  const byIp = await limits.take(`code-ip:${ctx.ip}`, config.CODE_SENDS_PER_IP_HOUR, HOUR);
  if (!byIp.allowed) throw tooMany(authMessage(locale, 'tooManyFromNetwork'), byIp.retryAfterMs);
  const cooldownKey = `code-cooldown:${email}`;
  const cooldown = await limits.cooldown(cooldownKey, SEND_COOLDOWN_MS);
  if (!cooldown.allowed) {
    throw tooMany(authMessage(locale, 'cooldown', { n: seconds(cooldown.retryAfterMs) }), cooldown.retryAfterMs);
  }
  const byEmail = await limits.take(`code-email:${email}`, config.CODE_SENDS_PER_EMAIL_HOUR, HOUR);
  if (!byEmail.allowed) throw tooMany(authMessage(locale, 'tooManyForEmail'), byEmail.retryAfterMs);

  const code = newCode();
  await storeCode(db, email, code);
  try {
    await mailer.send(codeMail(email, code, locale, config.BRAND_NAME, CODE_TTL_MS / 60_000));
  } catch (err) {
    // The shopper never got this code: it must not work, and asking again must not wait.
    await expireCodes(db, email);
    await limits.clear(cooldownKey);
    // A refused address is the shopper's to correct (400); anything else is the mail server's fault.
    if (err instanceof RecipientRefused) {
      log.warn({ err }, 'the mail server refused a sign-in address');
      throw new AppError(Code.invalid, authMessage(locale, 'addressRefused'));
    }
    log.error({ err }, 'sending a sign-in code failed');
    // 503 with Retry-After: the mail server is away, not the request wrong; asking again is right.
    throw new AppError(Code.unavailable, authMessage(locale, 'sendFailed'));
  }
}

/** The username a new account starts with: the e-mail's local part. */
export const usernameFromEmail = (email: string) => email.split('@')[0].slice(0, 40);

async function userIdFor(db: Db, email: string): Promise<number> {
  const [created] = await db
    .insert(users)
    .values({ email, username: usernameFromEmail(email), createdAt: now() })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing.id;
}

/**
 * Signs in with a code from `sendVerifyCode`; an address without an account gets one now. Returns
 * the token. A wrong or spent code is refused in `locale`; a client past its tries at the address
 * is refused (429) without comparing.
 */
export async function login(
  ctx: Pick<Context, 'db' | 'config' | 'locale' | 'limits' | 'ip'>,
  email: string,
  code: string,
): Promise<string> {
  const tries = await ctx.limits.take(`login-guess:${ctx.ip}:${email}`, MAX_GUESSES_PER_CLIENT, HOUR);
  if (!tries.allowed) {
    throw tooMany(authMessage(ctx.locale, 'tooManyRequests', { n: seconds(tries.retryAfterMs) }), tries.retryAfterMs);
  }
  if (!(await consumeCode(ctx.db, email, code))) throw new AppError(Code.invalid, authMessage(ctx.locale, 'badCode'));
  const userId = await userIdFor(ctx.db, email);
  return issueSession(ctx.db, userId, sessionPolicy(ctx.config));
}
