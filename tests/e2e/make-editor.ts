import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { islandsReady } from './helpers.ts';
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

/** Opens a product in the workspace (English UI): searched by its name, then its Edit button. */
export async function openProductInEditor(page: Page, name: string) {
  const ed = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8')).editor as Record<string, string>;
  await page.goto('/editor');
  await islandsReady(page);
  await page.getByLabel(ed.searchProducts).fill(name);
  await page.getByRole('button', { name: ed.search, exact: true }).click();
  await page
    .getByRole('button', { name: ed.editItem.replace('{name}', name) })
    .first()
    .click();
}
