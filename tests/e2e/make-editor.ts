import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { runInfoFile } from './mailbox.ts';

/** `npm run editors -- add <email>` as an operator runs it on the shop's machine, beside the running shop. */
export async function makeEditor(email: string) {
  const info = JSON.parse(readFileSync(runInfoFile(process.env.E2E_PORT ?? '4391'), 'utf8')) as {
    dataDir: string;
    databaseUrl: string | null;
  };
  const env = { ...process.env, DATA_DIR: info.dataDir, ...(info.databaseUrl ? { DATABASE_URL: info.databaseUrl } : {}) };
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/editors.ts', 'add', email], { env });
  expect(stdout.trim()).toBe(`${email} is an editor`);
}
