/**
 * A real SMTP server on loopback for tests (smtp-server): the shop sends through nodemailer with
 * SMTP_URL = `server.url`, the test reads what arrived. Used by the API and the e2e tests.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** Decoded text/plain part. */
  text: string;
  /** Decoded text/html part. */
  html: string;
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The first message to `address` beyond the `skip` already seen, waiting for it up to `timeoutMs`. */
  waitForMail(address: string, opts?: { skip?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The 6-digit sign-in code in the mail `waitForMail` finds: pass `skip` = mails to `address` seen before the send. */
  waitForCode(address: string, opts?: { skip?: number; timeoutMs?: number }): Promise<string>;
  mailsTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  // RFC 2047 encoded words: =?charset?B|Q?text?=, adjacent ones joined without the space between.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) => {
      const bytes =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Splits a MIME entity into its leaf parts (enough for what nodemailer writes). */
function leafParts(entity: string): Array<{ headers: Record<string, string>; body: string }> {
  const split = entity.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? entity : entity.slice(0, split));
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => leafParts(p.replace(/^\r?\n/, '')));
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const parts = leafParts(raw);
  const top = parts.length ? parseHeaders(raw.slice(0, raw.search(/\r?\n\r?\n/))) : {};
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? decodeBody(part.body, part.headers['content-transfer-encoding']) : '';
  };
  return { ...envelope, subject: decodeWords(top.subject ?? ''), text: find('text/plain'), html: find('text/html'), headers: top, raw };
}

/**
 * `refuse`: recipients the server refuses for good (550 to RCPT TO), as a real server refuses unknown
 * mailboxes. `failFirst`: how many messages it answers "451 try again later" after their data, as a
 * busy or broken server does.
 */
export async function startSmtpServer(opts: { refuse?: (address: string) => boolean; failFirst?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let failuresLeft = opts.failFirst ?? 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!opts.refuse?.(address.address)) return callback();
      const refusal = new Error('5.1.1 Mailbox does not exist') as Error & { responseCode: number };
      refusal.responseCode = 550;
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          const busy = new Error('4.3.0 Temporary failure, try again later') as Error & { responseCode: number };
          busy.responseCode = 451;
          return callback(busy);
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const mailsTo = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  async function waitForMail(address: string, opts: { skip?: number; timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const skip = opts.skip ?? 0;
    const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
    for (;;) {
      const found = mailsTo(address)[skip];
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no e-mail to ${address} arrived (already had ${mailsTo(address).length})`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    mailsTo,
    waitForMail,
    async waitForCode(address, opts = {}) {
      // Other mail (an order's e-mails) may arrive meanwhile: the code mail is the one whose subject ends with its code.
      for (let skip = opts.skip ?? 0; ; skip++) {
        const mail = await waitForMail(address, { ...opts, skip });
        const code = /\b(\d{6})$/.exec(mail.subject.trim())?.[1];
        if (code && mail.text.includes(code)) return code;
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
