import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from '../../../api/lib/mailer.ts';
import { call, type TestContext } from './context.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Outbox messages to `email` (the app writes them when SMTP_URL is unset), oldest first. */
export function outboxMails(ctx: TestContext, email: string): Array<{ to: string; subject: string; text: string; html: string }> {
  const dir = outboxDir(ctx.config);
  const files = (() => {
    try {
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      return [];
    }
  })();
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))).filter((m) => m.to === email.toLowerCase());
}

/** The code of the newest outbox message to `email`. */
export function latestOutboxCode(ctx: TestContext, email: string): string {
  const mail = outboxMails(ctx, email).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no sign-in code for ${email} in the outbox`);
  return code;
}

/**
 * Signs in through the real calls (send a code, read it from the outbox, log in) and returns the
 * token. Each call uses a fresh client IP, so files signing in many shoppers stay under the caps.
 */
export async function signIn(ctx: TestContext, email: string): Promise<string> {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const headers = { 'x-forwarded-for': ip };
  const sent = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email }, headers });
  if (sent.code !== 200) throw new Error(`sending a code to ${email} failed: ${sent.message}`);
  const res = await call(ctx.app, 'POST', '/api/user/login', { body: { email, verify_code: latestOutboxCode(ctx, email) }, headers });
  if (res.code !== 200) throw new Error(`signing in ${email} failed: ${res.message}`);
  return res.data.token as string;
}
