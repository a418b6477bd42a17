/**
 * The e2e shop's mailbox. The server process (server.ts) runs a real SMTP server on loopback
 * (tests/helpers/smtp.ts) that the API sends its e-mails to through SMTP_URL, and shares what
 * arrives over a small HTTP endpoint on another loopback port, named in the run's info file. Tests
 * read sign-in codes from it with `mailbox()`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReceivedMail, TestSmtpServer } from '../helpers/smtp.ts';

/** Where a run on `port` keeps its facts (data folder, database, mailbox) for the tests and the teardown. */
export const runInfoFile = (port: string) => path.join(tmpdir(), `mooli-e2e-${port}.json`);

export type MailView = Pick<ReceivedMail, 'to' | 'subject' | 'text' | 'html'>;

/**
 * Serves the SMTP server's mail on 127.0.0.1 (a free port):
 * GET /mails?to=<address> lists the mails to an address, oldest first;
 * GET /code?to=<address>&skip=<n> waits for the (n+1)th mail to that address and answers its code.
 */
export async function serveMailbox(smtp: TestSmtpServer): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to') ?? '';
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!to) return reply(400, { error: 'to is required' });
    if (url.pathname === '/mails') {
      return reply(
        200,
        smtp.mailsTo(to).map(({ to: rcpt, subject, text, html }): MailView => ({ to: rcpt, subject, text, html })),
      );
    }
    if (url.pathname === '/code') {
      const skip = Number(url.searchParams.get('skip') ?? 0);
      try {
        return reply(200, { code: await smtp.waitForCode(to, { skip, timeoutMs: 15_000 }) });
      } catch (error) {
        return reply(404, { error: (error as Error).message });
      }
    }
    return reply(404, { error: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The test side: the mailbox of the e2e shop this run serves (E2E_PORT). */
export function mailbox(port = process.env.E2E_PORT ?? '4391') {
  const info = JSON.parse(readFileSync(runInfoFile(port), 'utf8')) as { mailUrl?: string };
  if (!info.mailUrl) throw new Error('this e2e server has no mailbox (tests/e2e/server.ts starts one)');
  const get = async <T>(p: string, to: string, extra = '') => {
    const res = await fetch(`${info.mailUrl}${p}?to=${encodeURIComponent(to)}${extra}`);
    const body = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(body.error ?? `mailbox answered ${res.status}`);
    return body;
  };
  return {
    mailsTo: (to: string) => get<MailView[]>('/mails', to),
    /** The code in the (skip+1)th mail to `to`: pass the number of mails `to` had before the send. */
    codeFor: async (to: string, skip = 0) => (await get<{ code: string }>('/code', to, `&skip=${skip}`)).code,
  };
}
