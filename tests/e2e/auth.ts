/** Signing in during e2e tests, with codes read from the run's real SMTP server (mailbox.ts). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mailbox } from './mailbox.ts';

/** A new shopper's address for one test (each sign-in of it creates or reuses its account). */
export const newEmail = (label = 'shopper') => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** Asks the API for a code for `email` and returns it, as read from the e-mail that arrived. */
export async function codeFromMail(request: APIRequestContext, email: string): Promise<string> {
  const box = mailbox();
  const before = (await box.mailsTo(email)).length;
  const sent = await request.post('/api/email/sendVerifyCode', { data: { email } });
  expect((await sent.json()).code).toBe(200);
  return box.codeFor(email, before);
}

/**
 * A signed-in browser without going through the modal (for tests about other things): the token
 * from a real code login goes into local storage under the storefront's key before any page runs.
 */
export async function signInByApi(page: Page, request: APIRequestContext, email = newEmail()): Promise<{ email: string; token: string }> {
  const code = await codeFromMail(request, email);
  const res = await (await request.post('/api/user/login', { data: { email, verify_code: code } })).json();
  expect(res.code).toBe(200);
  const token = res.data.token as string;
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('mooli_e2e_signed_in')) {
      sessionStorage.setItem('mooli_e2e_signed_in', '1');
      localStorage.setItem('mooli_token', t);
    }
  }, token);
  return { email, token };
}
