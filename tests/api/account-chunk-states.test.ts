import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { chunkUploads, uploads, users } from '../../api/db/schema/index.ts';
import { transition } from '../../api/lib/state-machine.ts';
import { CHUNK_SIZE } from '../../api/modules/upload/rules.ts';
import { chunkUploadMachine } from '../../api/modules/upload/states.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { largeImage, postForm } from './helpers/images.ts';

/** The chunked upload's states (open → assembling → done), kept by the machine and by the table's CHECK constraint. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

const target = { table: chunkUploads, id: chunkUploads.id, status: chunkUploads.state };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let n = 0;
/** A shopper of the test's own and an open upload row of theirs. */
async function openUpload() {
  const [user] = await ctx.db
    .insert(users)
    .values({ email: `states-${++n}@example.com`, username: `states${n}` })
    .returning({ id: users.id });
  const [row] = await ctx.db
    .insert(chunkUploads)
    .values({ userId: user.id, hash: String(n).padStart(64, '0'), size: 10, total: 1 })
    .returning();
  return row;
}
const stateOf = async (id: number) => (await ctx.db.select().from(chunkUploads).where(eq(chunkUploads.id, id)))[0].state;

describe('chunk upload states', () => {
  it('the state column refuses a value outside the machine (CHECK constraint)', async () => {
    const row = await openUpload();
    expect(row.state).toBe('open');
    const bad = await ctx.db.execute(sql`update chunk_uploads set state = 'uploaded' where id = ${row.id}`).then(
      () => null,
      (e: { cause?: { code?: string; constraint?: string } }) => e.cause ?? e,
    );
    expect(bad).toMatchObject({ code: '23514', constraint: 'chunk_uploads_state_check' });
    expect(await stateOf(row.id)).toBe('open');
  });

  it('transition() answers false to the loser of two racing moves, and the row moves once', async () => {
    const row = await openUpload();
    const open = await Promise.all([
      transition(ctx.db, chunkUploadMachine, target, row.id, 'open', 'assembling'),
      transition(ctx.db, chunkUploadMachine, target, row.id, 'open', 'assembling'),
    ]);
    expect(open.sort()).toEqual([false, true]);
    const done = await Promise.all(
      ['/media/uploads/a.png', '/media/uploads/b.png'].map((url) =>
        transition(ctx.db, chunkUploadMachine, target, row.id, 'assembling', 'done', { url }),
      ),
    );
    expect(done.sort()).toEqual([false, true]);
    const [after] = await ctx.db.select().from(chunkUploads).where(eq(chunkUploads.id, row.id));
    expect(after.state).toBe('done');
    expect(['/media/uploads/a.png', '/media/uploads/b.png']).toContain(after.url);
    // A move from a state the row has left loses too.
    expect(await transition(ctx.db, chunkUploadMachine, target, row.id, 'open', 'assembling')).toBe(false);
  });

  it('four copies of the last chunk at once: one request assembles, all four get its url, one image is stored', async () => {
    const token = await signIn(ctx, 'racing-chunks@example.com');
    const file = await largeImage('png', CHUNK_SIZE + 1000);
    const parts = [file.subarray(0, CHUNK_SIZE), file.subarray(CHUNK_SIZE)];
    const send = (index: number) =>
      postForm(
        ctx.app,
        '/api/upload/chunk',
        [
          ...Object.entries({ hash: sha256(file), total: '2', size: String(file.length), index: String(index) }).map(([name, value]) => ({
            name,
            value,
          })),
          { name: 'package', filename: `race.png.part${index}`, type: 'application/octet-stream', data: parts[index] },
        ],
        bearer(token),
      );
    expect((await send(0)).data).toEqual({ done: false, received: 1, total: 2 });
    const results = await Promise.all([send(1), send(1), send(1), send(1)]);
    const url = results[0].data.url as string;
    expect(url).toMatch(/^\/media\/uploads\//);
    // Whichever request assembled the file, the others waited for it and answer with its url.
    for (const r of results) expect(r).toMatchObject({ status: 200, code: 200, data: { done: true, url } });
    const [row] = await ctx.db
      .select()
      .from(chunkUploads)
      .where(eq(chunkUploads.hash, sha256(file)));
    expect(row).toMatchObject({ state: 'done', url });
    const stored = await ctx.db.select().from(uploads).where(eq(uploads.userId, row.userId));
    expect(stored.map((u) => u.url)).toEqual([url]);
  });
});
