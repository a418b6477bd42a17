import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { users } from '../../api/db/schema/index.ts';
import { startServer, type RunningServer } from '../../api/server.ts';
import { toolsSocketPath } from '../../api/tools/client.ts';
import { freePort } from '../helpers/ports.ts';

const run = promisify(execFile);

/** The operator's tools beside a running `npm start` on the embedded database (which only one process may open). */
describe('npm run editors|operators|orders beside a running shop', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mooli-tools-'));
  // The embedded default: no PostgreSQL, no Redis.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  let env: NodeJS.ProcessEnv;
  let server: RunningServer;

  beforeAll(async () => {
    env = { ...inherited, DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'error' };
    server = await startServer(loadConfig(env), { seedImages: false });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs `npm run <tool> -- …` as the operator would, in another process. */
  const tool = (name: string, ...args: string[]) =>
    run(process.execPath, [`scripts/${name}.ts`, ...args], { env }).then(
      ({ stdout }) => ({ code: 0, out: stdout.trim() }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}`.trim() }),
    );
  const roles = async (email: string) =>
    (await server.database.db.select({ editor: users.isEditor, operator: users.isOperator }).from(users).where(eq(users.email, email)))[0];

  it('grants, lists and withdraws roles through the running shop, which sees them at once', { timeout: 60_000 }, async () => {
    expect(await tool('editors', 'add', 'New.Editor@example.com')).toEqual({ code: 0, out: 'new.editor@example.com is an editor' });
    expect(await tool('operators', 'add', 'ops@example.com')).toEqual({ code: 0, out: 'ops@example.com is an operator' });
    expect(await roles('new.editor@example.com')).toEqual({ editor: true, operator: false });
    expect((await tool('editors', 'list')).out.split('\n')).toContain('new.editor@example.com');
    expect(await tool('editors', 'remove', 'new.editor@example.com')).toEqual({
      code: 0,
      out: 'new.editor@example.com is no longer an editor',
    });
    expect(await roles('new.editor@example.com')).toEqual({ editor: false, operator: false });
  });

  it('says what is wrong and exits 1, changing nothing', { timeout: 60_000 }, async () => {
    expect(await tool('editors', 'promote', 'x@example.com')).toEqual({
      code: 1,
      out: 'usage: npm run editors -- add <email> | remove <email> | list',
    });
    expect(await tool('operators', 'add', 'not-an-address')).toEqual({ code: 1, out: 'not an e-mail address: not-an-address' });
    expect(await tool('orders', 'complete', 'NO-SUCH-ORDER')).toMatchObject({ code: 1, out: expect.stringContaining('NO-SUCH-ORDER') });
    expect(await tool('orders', 'ship', 'X', '--url', 'javascript:alert(1)')).toMatchObject({
      code: 1,
      out: expect.stringContaining('tracking_url'),
    });
    expect(await roles('x@example.com')).toBeUndefined();
  });

  it(
    "serves them on a socket only the data folder's owner can open, gone when the shop stops; then they open the database themselves",
    { timeout: 60_000 },
    async () => {
      const socket = toolsSocketPath({ DATA_DIR: dataDir });
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect((await tool('orders', 'mail')).out).toMatch(/^0 order e-mail\(s\) waiting to be sent$/);
      await server.close();
      expect(existsSync(socket)).toBe(false);
      expect(await tool('operators', 'list')).toEqual({ code: 0, out: 'ops@example.com' });
    },
  );

  it('waits for a shop that is still starting on the embedded database instead of opening it too', { timeout: 120_000 }, async () => {
    // A shop names itself before it opens the database; it serves the tools only once it listens.
    writeFileSync(path.join(dataDir, 'shop.pid'), `${process.pid}\n`);
    const child = spawn(process.execPath, ['scripts/operators.ts', 'list'], { env });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const waiting = new Promise<void>((resolve) =>
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (err.includes('waiting for the shop')) resolve();
      }),
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await waiting;
    server = await startServer(loadConfig(env), { seedImages: false });
    expect(await exited).toBe(0);
    expect(out.trim()).toBe('ops@example.com');
  });
});
