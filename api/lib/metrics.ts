import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's metrics, in Prometheus' text format (prom-client), served by GET /metrics behind
 * METRICS_TOKEN (api/modules/ops/routes.ts). One registry per process: several apps in one process
 * (the tests' second instances) add to the same counts, as one process would report them.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const metrics = {
  requests: new Counter({
    name: 'http_requests_total',
    help: 'Answered requests, by method, route (as declared, not as requested) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
  requestSeconds: new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  orderMoves: new Counter({
    name: 'shop_order_moves_total',
    help: 'Moves of the order process that committed, by move (create: checkouts; pay: captured payments)',
    labelNames: ['move'] as const,
    registers: [registry],
  }),
  emails: new Counter({
    name: 'shop_order_emails_total',
    help: 'Order e-mail attempts, by result (sent, retry: failed and waiting for another attempt, failed: given up)',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  outboxDepth: new Gauge({
    name: 'shop_order_email_outbox_depth',
    help: 'Order e-mails waiting to be sent (due or backing off)',
    registers: [registry],
  }),
  publishSeconds: new Histogram({
    name: 'shop_publish_duration_seconds',
    help: 'Time a publish took, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [5, 10, 20, 30, 60, 120, 300, 600],
    registers: [registry],
  }),
  originSyncs: new Counter({
    name: 'shop_origin_sync_total',
    help: 'Syncs of the live build to the CDN origin (ORIGIN_DIR or ORIGIN_S3_BUCKET) after a publish, by outcome (ok, failed: the next publish syncs again)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  readCache: new Counter({
    name: 'shop_read_cache_lookups_total',
    help: 'Lookups of the catalogue read cache, by result (hit, shared: a computation in flight was shared, miss, stale: a last answer given while the database was out of reach)',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  readCacheBytes: new Gauge({
    name: 'shop_read_cache_bytes',
    help: 'Memory the catalogue read cache holds in this instance, by part (answers: bounded by READ_CACHE_MB; last: the last answers kept for database outages, a quarter of it)',
    labelNames: ['part'] as const,
    registers: [registry],
  }),
};
