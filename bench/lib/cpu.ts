/**
 * How much the machine computes side by side: the same busy loop on one thread, then on one thread
 * per CPU at once. A VM's CPUs can share one physical core (2 CPUs, speed-up 1.0×), which changes
 * what parallel work can gain; the benches print it beside their figures.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';

const LOOPS = 2e8;

function spin(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < LOOPS; i++) x += i;
  if (x < 0) throw new Error('unreachable');
  return performance.now() - started;
}

async function spinOn(threads: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: threads },
      () => new Promise<void>((resolve, reject) => new Worker(new URL(import.meta.url)).on('error', reject).on('exit', () => resolve())),
    ),
  );
  return performance.now() - started;
}

/** CPUs, and the speed-up of running one busy loop per CPU at once over running them one after another. */
export async function parallelSpeedup(): Promise<{ cpus: number; speedup: number }> {
  const cpus = availableParallelism();
  await spinOn(1); // warm-up: thread start and compile
  const one = await spinOn(1);
  const all = await spinOn(cpus);
  return { cpus, speedup: (one * cpus) / all };
}

if (!isMainThread) spin();
