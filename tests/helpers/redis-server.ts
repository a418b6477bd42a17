/** A Redis server of a test's own, on a private port, that the test stops and starts again (an outage). */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { freePort } from './ports.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisServer = existsSync(REDIS_SERVER);

/** Resolves once something accepts connections on the port. */
const accepting = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });

export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await accepting(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
