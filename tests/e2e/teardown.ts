import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the shop (Playwright would only after this teardown), so no request of it meets a dropped database. */
async function stopServer(pid: number | undefined) {
  if (!pid || !running(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; running(pid) && waited < 15_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
}

/** Stops the shop, drops the run's database and removes its data folder. */
export default async function teardown() {
  const port = process.env.E2E_PORT ?? '4391';
  const file = path.join(tmpdir(), `mooli-e2e-${port}.json`);
  let info: { dataDir: string; databaseUrl: string | null; pid?: number };
  try {
    info = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  await stopServer(info.pid);
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
