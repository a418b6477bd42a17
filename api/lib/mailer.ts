import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { now } from './clock.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Content language of the message (Content-Language header). */
  language?: string;
  /** Where replies go (a form's sender, when the shop inbox answers them). */
  replyTo?: string;
  /** The Message-ID header, when the sender keeps one per message (a resend is then the same message). */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The mail server (or nodemailer itself) refused the recipient for good: the address is at fault, not the server. */
export class RecipientRefused extends Error {
  constructor(cause: unknown) {
    super('the recipient was refused', { cause });
  }
}

/** A permanent refusal of the recipient: 5xx to RCPT TO, or an envelope nodemailer cannot address (no command sent). */
function refusesRecipient(err: unknown): boolean {
  const e = err as { code?: string; command?: string; responseCode?: number };
  if (e.code !== 'EENVELOPE') return false;
  return e.command === undefined || (e.command === 'RCPT TO' && (e.responseCode ?? 0) >= 500);
}

export const outboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'outbox');

/** The real path: nodemailer over SMTP (SMTP_URL), sent from MAIL_FROM. */
class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(url: string, from: string) {
    this.from = from;
    this.transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        // An address object: nodemailer uses it as the one recipient and never parses it for more.
        to: { name: '', address: message.to },
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.language ? { 'Content-Language': message.language } : undefined,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
      });
    } catch (err) {
      throw refusesRecipient(err) ? new RecipientRefused(err) : err;
    }
  }

  close() {
    this.transport.close();
  }
}

/**
 * Development without SMTP (never production, config.ts refuses that): each message goes to the
 * server log and to DATA_DIR/outbox/<timestamp>-<address>.json.
 */
class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  private readonly dir: string;
  private readonly from: string;
  private readonly log: FastifyBaseLogger;

  constructor(dir: string, from: string, log: FastifyBaseLogger) {
    this.dir = dir;
    this.from = from;
    this.log = log;
  }

  async send(message: MailMessage): Promise<void> {
    const at = now();
    const safeAddress = message.to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
    const file = path.join(this.dir, `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}-${safeAddress}.json`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(file, JSON.stringify({ from: this.from, ...message, created_at: at.toISOString() }, null, 2), { mode: 0o600 });
    this.log.info(
      { to: message.to, subject: message.subject, file },
      `e-mail not sent (no SMTP_URL), written to the outbox:\n${message.text}`,
    );
  }

  close() {}
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(outboxDir(config), config.MAIL_FROM, log);
}
