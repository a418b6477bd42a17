import { sameSecret } from '../../lib/secrets.ts';
import { isNull, and, sql } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { RedisLimits } from '../../lib/limits.ts';
import { metrics, registry } from '../../lib/metrics.ts';
import { route } from '../../lib/route.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';

/** A dependency that does not answer within this is reported down (a load balancer must not wait). */
const PROBE_MS = 2000;

/** Resolves when `work` does, rejects when it fails or takes longer than PROBE_MS. */
function probe<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), PROBE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What load balancers and monitoring read: /api/health (the process answers; nothing else is
 * asked), /api/ready (the database and Redis answer, else 503 with Retry-After), and /metrics in
 * Prometheus' text format for a scraper holding METRICS_TOKEN (404 when no token is configured).
 */
export default async function opsRoutes(app: App) {
  route(app, calls.health, () => ({ status: 'ok' as const, database: app.database.kind, uptime_seconds: Math.round(process.uptime()) }));

  route(app, calls.ready, async (ctx) => {
    const down: string[] = [];
    await probe(ctx.db.execute(sql`select 1`)).catch(() => down.push('database'));
    const redis = app.limits instanceof RedisLimits ? app.limits.client : null;
    if (redis) await probe(redis.ping()).catch(() => down.push('redis'));
    if (down.length) throw new AppError(Code.unavailable, `Not ready: ${down.join(' and ')} not answering`);
    return { database: 'ok' as const, redis: redis ? ('ok' as const) : ('none' as const) };
  });
}

/** Counts every answer by its declared route, and serves /metrics. */
export function registerMetrics(app: App): void {
  app.addHook('onResponse', (req, reply, done) => {
    const routeUrl = req.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ method: req.method, route: routeUrl, status: String(reply.statusCode) });
    metrics.requestSeconds.observe({ method: req.method, route: routeUrl }, reply.elapsedTime / 1000);
    done();
  });

  const token = app.config.METRICS_TOKEN;
  app.get('/metrics', async (req, reply) => {
    if (!token) return reply.status(404).type('text/plain').send('Not found');
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) return reply.status(401).header('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    // Read at scrape time: what waits in the outbox, and the read cache's lookups so far.
    const depth = await probe(
      app.db
        .select({ waiting: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt))),
    ).catch(() => null); // the database is down: the gauge keeps its last value
    if (depth) metrics.outboxDepth.set(depth[0].waiting);
    const stats = app.reads.stats;
    metrics.readCache.reset();
    metrics.readCache.inc({ result: 'hit' }, stats.hits);
    metrics.readCache.inc({ result: 'shared' }, stats.sharedHits);
    metrics.readCache.inc({ result: 'miss' }, stats.misses);
    metrics.readCache.inc({ result: 'stale' }, stats.stale);
    const held = app.reads.footprint();
    metrics.readCacheBytes.set({ part: 'answers' }, held.bytes);
    metrics.readCacheBytes.set({ part: 'last' }, held.lastBytes);
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
