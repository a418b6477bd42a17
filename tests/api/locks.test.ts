import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { coupons, users } from '../../api/db/schema/index.ts';
import { inTransaction } from '../../api/lib/context.ts';
import { databaseError } from '../../api/lib/database-errors.ts';
import { lockRows } from '../../api/lib/locks.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

// Waiting on a lock needs several connections; in-memory PGlite has one (CI sets DATABASE_URL).
const server = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
beforeAll(async () => {
  if (server) ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

/** Resolves once some transaction waits for a row lock (PostgreSQL reports a lock it has not been granted). */
async function someoneWaits() {
  for (;;) {
    const { rows } = await ctx.db.execute<{ waiting: number }>(sql`select count(*)::int as waiting from pg_locks where not granted`);
    if (rows[0].waiting > 0) return;
    await new Promise((r) => setImmediate(r));
  }
}

describe.runIf(server)('locking rows through one helper', () => {
  it('locks a plan in one call in the global order: while it waits for a later table, the earlier tables are already locked', async () => {
    const [shopper] = await ctx.db.insert(users).values({ email: 'lock-order@example.com', username: 'lo' }).returning({ id: users.id });
    const [coupon] = await ctx.db.insert(coupons).values({ code: 'LOCKORDER', kind: 'amount', value: 100 }).returning({ id: coupons.id });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    // Someone else (an editor, another checkout) holds the coupon's row.
    const holder = inTransaction({ db: ctx.db }, async ({ db }) => {
      await lockRows(db, { coupons: [coupon.id] });
      holding();
      await released;
    });
    await held;
    // users comes before coupons in LOCK_ORDER: the shopper's row must be locked before the coupon's wait starts.
    const waiter = inTransaction({ db: ctx.db }, ({ db }) => lockRows(db, { coupons: [coupon.id], users: [shopper.id, 999_999] }));
    await someoneWaits();
    const tryShopper = ctx.db.execute(sql`select id from ${users} where id = ${shopper.id} for no key update nowait`).then(
      () => 'free',
      (e: unknown) => databaseError(e)?.code,
    );
    expect(await tryShopper).toBe('55P03'); // lock_not_available: the waiting call holds it
    release();
    await holder;
    const found = await waiter;
    expect(found.get('users')).toEqual([shopper.id]); // the row that does not exist is not found
    expect(found.get('coupons')).toEqual([coupon.id]);
  }, 30_000);
});
