import { z } from 'zod';

export const Health = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_seconds: z.number().nonnegative(),
});
export const Readiness = z.strictObject({
  database: z.literal('ok'),
  /** `none` when the instance runs without Redis (REDIS_URL unset). */
  redis: z.enum(['ok', 'none']),
});
