import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { subscribers } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { RecipientRefused } from '../../lib/mailer.ts';
import { hashToken } from '../../lib/sessions.ts';
import { text } from '../../lib/texts.ts';
import { confirmMail } from './mail.ts';

/** A confirmation link works this long. */
export const CONFIRM_TTL_MS = 48 * 3_600_000;
/** One confirmation e-mail per address this often, so nobody can flood someone's inbox through the form. */
const MAIL_COOLDOWN_MS = 10 * 60_000;

/**
 * Double opt-in: a new address is stored pending and sent a confirmation link; only the link puts
 * it on the list. Answers the same whatever the address's state, so the form reveals nothing; an
 * address already confirmed, or mailed in the last ten minutes, gets no e-mail.
 */
export async function subscribe(ctx: Context, email: string): Promise<void> {
  const { db, locale, limits } = ctx;
  const address = email.toLowerCase();
  const [known] = await db.select({ confirmedAt: subscribers.confirmedAt }).from(subscribers).where(eq(subscribers.email, address));
  if (known?.confirmedAt) return;
  const cooldownKey = `subscribe-confirm:${address}`;
  if (!(await limits.cooldown(cooldownKey, MAIL_COOLDOWN_MS)).allowed) return;

  const token = randomBytes(32).toString('base64url');
  const pending = { locale, confirmTokenHash: hashToken(token), confirmExpiresAt: new Date(ctx.now().getTime() + CONFIRM_TTL_MS) };
  await db
    .insert(subscribers)
    .values({ email: address, ...pending })
    .onConflictDoUpdate({ target: subscribers.email, set: pending, where: isNull(subscribers.confirmedAt) });
  try {
    await ctx.mailer.send(confirmMail(ctx, address, token));
  } catch (err) {
    await limits.clear(cooldownKey);
    if (err instanceof RecipientRefused) throw new AppError(Code.invalid, text(locale, 'api.auth.addressRefused'));
    ctx.log.error({ err }, 'sending a mailing-list confirmation failed');
    throw new AppError(Code.unavailable, text(locale, 'api.auth.sendFailed'));
  }
}

/** Follows a confirmation link: the pending address joins the list; a wrong, used or expired token is refused. */
export async function confirmSubscription(ctx: Context, token: string): Promise<void> {
  const confirmed = await ctx.db
    .update(subscribers)
    .set({ confirmedAt: ctx.now(), confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(eq(subscribers.confirmTokenHash, hashToken(token)), gt(subscribers.confirmExpiresAt, ctx.now()), isNull(subscribers.confirmedAt)),
    )
    .returning({ id: subscribers.id });
  if (confirmed.length === 0) throw new AppError(Code.invalid, text(ctx.locale, 'api.subscribe.badLink'));
}
