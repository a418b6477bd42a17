import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sessions, users, verifyCodes } from '../../api/db/schema/index.ts';
import { sweepDeadSessionsAndCodes } from '../../api/lib/auth-setup.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { issueSession, revokeSession, sessionPolicy } from '../../api/lib/sessions.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => resetClock());

const DAY = 86_400_000;

describe('the hourly sweep of dead sessions and codes', () => {
  it('deletes sessions past their lifetime, idle past the grace or revoked a day ago, and spent codes; keeps live ones', async () => {
    const clock = freezeClock();
    const [u] = await ctx.db.insert(users).values({ email: 'sweep@example.com', username: 'sweep' }).returning({ id: users.id });
    const policy = sessionPolicy(ctx.config);
    await issueSession(ctx.db, u.id, policy); // will go idle past the grace
    await issueSession(ctx.db, u.id, policy, { expiresAt: new Date(clock.ms + DAY), familyId: 'short' }); // will pass its lifetime
    await issueSession(ctx.db, u.id, policy); // revoked below
    const all = await ctx.db.select().from(sessions).where(eq(sessions.userId, u.id));
    await revokeSession(ctx.db, all[2].id);
    await ctx.db.insert(verifyCodes).values([
      { email: 'sweep@example.com', codeHash: 'x', expiresAt: new Date(clock.ms + 10 * 60_000) },
      { email: 'sweep@example.com', codeHash: 'y', expiresAt: new Date(clock.ms + 10 * 60_000), usedAt: new Date(clock.ms) },
    ]);

    clock.advance(ctx.config.SESSION_IDLE_HOURS * 3_600_000 + 2 * DAY);
    const live = await issueSession(ctx.db, u.id, policy);
    const liveCode = await ctx.db
      .insert(verifyCodes)
      .values({ email: 'sweep@example.com', codeHash: 'z', expiresAt: new Date(clock.ms + 10 * 60_000) })
      .returning();
    await sweepDeadSessionsAndCodes(ctx.db, ctx.config);

    const left = await ctx.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(left).toHaveLength(1);
    expect(left[0].id).not.toBe(all[0].id);
    expect(live).toBeTruthy();
    const codes = await ctx.db
      .select()
      .from(verifyCodes)
      .where(inArray(verifyCodes.codeHash, ['x', 'y', 'z']));
    expect(codes.map((c) => c.id)).toEqual([liveCode[0].id]);
  });
});
