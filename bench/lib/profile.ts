/**
 * A CPU profile of this process over one step of a bench (BENCH_PROFILE=<file>): written as a
 * .cpuprofile that Chromium's DevTools open, and summed up on the console by the functions that
 * took the most of it, by their own time.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export async function profiled<T>(file: string | undefined, step: () => Promise<T>): Promise<T> {
  if (!file) return step();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await step();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
    session.disconnect();
    await writeFile(file, JSON.stringify(profile));
    const total = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
    const byFunction = new Map<string, number>();
    for (const n of profile.nodes) {
      const { functionName, url, lineNumber } = n.callFrame;
      const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules\/)?/, '')}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + (n.hitCount ?? 0));
    }
    console.log(`profile: ${file} (${total} samples); by own time:`);
    for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
}
