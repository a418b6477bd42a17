/** Latency percentiles of a list of durations in milliseconds. */
export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}

/**
 * Sends `total` requests made by `make(i)` with `concurrency` in flight, and returns the latency
 * percentiles and throughput. Bounded in count; every response must be 2xx.
 */
export async function load(total: number, concurrency: number, make: (i: number) => Promise<Response>) {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const res = await make(i);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`request ${i} failed with HTTP ${res.status}`);
      durations.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { ...percentiles(durations), rps: total / seconds };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
