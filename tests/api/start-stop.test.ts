import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports.ts';

/** `npm start` stopped by SIGTERM while its first build runs: the build stops, the embedded database closes, then it exits. */
describe('npm start stopped during its first build', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mooli-start-stop-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes the embedded database before it exits, and exits 0', { timeout: 180_000 }, async () => {
    // The embedded default: no PostgreSQL, no Redis.
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), PORT: String(await freePort()) };
    const child = spawn(process.execPath, ['scripts/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const building = new Promise<void>((resolve) => {
      const listen = (data: Buffer) => {
        output += data.toString();
        if (output.includes('building the storefront')) resolve();
      };
      child.stdout.on('data', listen);
      child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await Promise.race([building, exited]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('stopped: requests finished and the database closed');
  });
});
