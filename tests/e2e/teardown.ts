import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Drops the run's database and removes its data folder. */
export default async function teardown() {
  const port = process.env.E2E_PORT ?? '4391';
  const file = path.join(tmpdir(), `mooli-e2e-${port}.json`);
  let info: { dataDir: string; databaseUrl: string | null };
  try {
    info = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  if (info.databaseUrl) {
    const url = new URL(info.databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  rmSync(info.dataDir, { recursive: true, force: true });
  rmSync(file, { force: true });
}
