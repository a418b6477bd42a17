import { percentiles } from './stats.ts';
export interface Figures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second with `concurrency` requests in flight. */
  rps: number;
  concurrency: number;
}

export type Request = () => Promise<void>;

/**
 * Latency: `rounds` passes over the requests one at a time (after one warm-up pass).
 * Throughput: the same number of requests again with `concurrency` in flight.
 */
export async function measure(requests: Request[], rounds: number, concurrency: number): Promise<Figures> {
  for (const r of requests) await r();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const start = performance.now();
      await r();
      samples.push(performance.now() - start);
    }
  }

  const total = requests.length * rounds;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        await requests[i % requests.length]();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: samples.length,
    ...(({ p50, p95, p99 }) => ({ p50, p95, p99 }))(percentiles(samples)),
    rps: total / seconds,
    concurrency,
  };
}
