import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chunkUploads, users } from '../../api/db/schema/index.ts';
import { transition } from '../../api/lib/state-machine.ts';
import { chunkUploadMachine } from '../../api/modules/upload/states.ts';
import { orderProcess } from '../../api/modules/orders/states.ts';
import { movesBetween } from '../../api/lib/process.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
let uploadId: number;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const [u] = await ctx.db.insert(users).values({ email: 'state@example.com', username: 'state' }).returning({ id: users.id });
  [{ id: uploadId }] = await ctx.db
    .insert(chunkUploads)
    .values({ userId: u.id, hash: 'a'.repeat(64), size: 10, total: 2 })
    .returning({ id: chunkUploads.id });
});
afterAll(async () => {
  await ctx?.close();
});

const target = { table: chunkUploads, id: chunkUploads.id, status: chunkUploads.state };

describe('states kept as data', () => {
  it('lets exactly one of two racing moves win', async () => {
    const results = await Promise.all([
      transition(ctx.db, chunkUploadMachine, target, uploadId, 'open', 'assembling'),
      transition(ctx.db, chunkUploadMachine, target, uploadId, 'open', 'assembling'),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect((await ctx.db.select().from(chunkUploads).where(eq(chunkUploads.id, uploadId)))[0].state).toBe('assembling');
  });

  it('refuses a move the table of moves does not have', async () => {
    await expect(transition(ctx.db, chunkUploadMachine, target, uploadId, 'done', 'open')).rejects.toThrow(/not an allowed move/);
    expect(movesBetween(orderProcess, 'shipped', 'refunded')).toEqual([]);
  });

  it('the database refuses a state outside the machine (CHECK constraint)', async () => {
    await expect(
      ctx.db
        .update(chunkUploads)
        .set({ state: 'lost' as never })
        .where(eq(chunkUploads.id, uploadId)),
    ).rejects.toThrow();
  });
});
