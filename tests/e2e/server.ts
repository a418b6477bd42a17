/**
 * The shop as the e2e tests see it: a fresh database (a new PostgreSQL database when DATABASE_URL
 * is set, else PGlite in a temporary folder), a temporary data folder, built and served on E2E_PORT.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startSmtpServer } from '../helpers/smtp.ts';
import { E2E_EDITORS, E2E_OPERATORS, E2E_PRICE_EDITORS, E2E_PUBLISHING_EDITORS, E2E_STOCK_EDITORS } from './editor-account.ts';
import { runInfoFile, serveMailbox } from './mailbox.ts';

const port = process.env.E2E_PORT ?? '4391';
const dataDir = mkdtempSync(path.join(tmpdir(), 'mooli-e2e-'));
process.env.PORT = port;
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
process.env.DIST_DIR = path.join(dataDir, 'dist');
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.SITE_URL = `http://localhost:${port}`;
// Every shopper of the e2e run comes from 127.0.0.1: the per-IP sign-in limits are for real traffic.
process.env.CODE_SENDS_PER_IP_HOUR ??= '10000';
process.env.AUTH_REQUESTS_PER_MINUTE ??= '10000';
process.env.FORM_REQUESTS_PER_MINUTE ??= '10000';
process.env.EVENT_REQUESTS_PER_MINUTE ??= '10000';
// Each run counts its own limits, also when runs share the machine's Redis.
process.env.REDIS_PREFIX = `mooli-e2e-${randomBytes(5).toString('hex')}:`;

// Sign-in codes go over real SMTP to a server on loopback; tests read them through the mailbox.
const smtp = await startSmtpServer();
process.env.SMTP_URL = smtp.url;
const mail = await serveMailbox(smtp);

if (process.env.DATABASE_URL) {
  const name = `mooli_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// Tell the tests (and the teardown) where this run keeps its data.
writeFileSync(
  runInfoFile(port),
  JSON.stringify({ dataDir, databaseUrl: process.env.DATABASE_URL ?? null, mailUrl: mail.url, pid: process.pid }),
);

// A few accounts are editors, granted through the operator's own command before the API holds the database.
for (const email of [...E2E_EDITORS, ...E2E_PUBLISHING_EDITORS, ...E2E_STOCK_EDITORS, ...E2E_PRICE_EDITORS])
  execFileSync(process.execPath, ['scripts/editors.ts', 'add', email], { stdio: 'inherit', env: process.env });
for (const email of E2E_OPERATORS)
  execFileSync(process.execPath, ['scripts/operators.ts', 'add', email], { stdio: 'inherit', env: process.env });

await import('../../scripts/start.ts');
