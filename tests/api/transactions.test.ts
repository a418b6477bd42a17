import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../api/db/schema/index.ts';
import { inTransaction, transactionRetries } from '../../api/lib/context.ts';
import { lockRows } from '../../api/lib/locks.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

// A deadlock needs two connections; in-memory PGlite has one (CI sets DATABASE_URL).
const server = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
beforeAll(async () => {
  if (server) ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe.runIf(server)('the transaction runner', () => {
  it('runs again a transaction PostgreSQL aborts for a deadlock, so both racers finish', async () => {
    const [a, b] = await ctx.db
      .insert(users)
      .values([
        { email: 'dl-a@example.com', username: 'a' },
        { email: 'dl-b@example.com', username: 'b' },
      ])
      .returning({ id: users.id });
    // Each takes one row, waits until the other has its row, then asks for the other's: a deadlock
    // on the first run (rows taken outside lockRows, against the lock order, on purpose).
    let firstLocks = 0;
    const bothHaveOne = new Promise<void>((resolve) => {
      const check = setInterval(() => firstLocks >= 2 && (clearInterval(check), resolve()), 5);
    });
    const racer = (mine: number, theirs: number, name: string) => {
      let run = 0;
      return inTransaction({ db: ctx.db }, async ({ db }) => {
        run += 1;
        await lockRows(db, { users: [mine] });
        if (run === 1) {
          firstLocks += 1;
          await bothHaveOne;
        }
        await lockRows(db, { users: [theirs] });
        await db.update(users).set({ username: name }).where(eq(users.id, mine));
        return run;
      });
    };
    const before = transactionRetries();
    const runs = await Promise.all([racer(a.id, b.id, 'first'), racer(b.id, a.id, 'second')]);
    expect(runs.sort()).toEqual([1, 2]);
    expect(transactionRetries() - before).toBe(1);
    const names = await ctx.db.select({ username: users.username }).from(users);
    expect(names.map((n) => n.username).sort()).toEqual(['first', 'second']);
  }, 30_000);
});
