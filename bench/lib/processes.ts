import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Clock ticks per second of /proc/<pid>/stat on Linux. */
const TICKS = 100;

/** CPU milliseconds (user + system) a process has used so far, or 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * The machine's CPU time from /proc/stat, in clock ticks: busy and all. Given an earlier reading,
 * what was spent since.
 */
export function machineCpu(since?: { busy: number; all: number }): { busy: number; all: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const all = ticks.reduce((a, b) => a + b, 0);
  const idle = ticks[3] + (ticks[4] ?? 0); // idle and iowait
  return { busy: all - idle - (since?.busy ?? 0), all: all - (since?.all ?? 0) };
}

/** The CPU time of the PostgreSQL backends serving one database, read from /proc (server on this machine). */
export async function postgresCpu(serverUrl: string, database: string): Promise<() => Promise<Map<number, number>>> {
  return async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
      return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
    } finally {
      await c.end();
    }
  };
}

/** CPU used between two samples of several processes (processes new in `after` count from zero). */
export const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** Starts the API (`api/main.ts`) in its own process and waits until it answers. */
export async function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'api/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const up = await fetch(`${base}/api/route/getList`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('the API did not start within a minute');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
