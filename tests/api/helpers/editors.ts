import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { editorChanges, productSkus } from '../../../api/db/schema/index.ts';
import { setEditor } from '../../../api/modules/editor/service.ts';
import { bearer, signIn } from './auth.ts';
import { call, type TestContext } from './context.ts';

export interface EditorSession {
  headers: Record<string, string>;
  get(path: string): ReturnType<typeof call>;
  post(path: string, body: unknown): ReturnType<typeof call>;
}

/** Signs `email` in and makes the account an editor, as the operator's `npm run editors -- add` does. */
export async function editorSession(ctx: TestContext, email: string): Promise<EditorSession> {
  const headers = bearer(await signIn(ctx, email));
  await setEditor(ctx.db, email, true);
  return {
    headers,
    get: (path) => call(ctx.app, 'GET', `/api${path}`, { headers }),
    post: (path, body) => call(ctx.app, 'POST', `/api${path}`, { headers, body }),
  };
}

/** Each call answers a visitor 4001 and a signed-in shopper who is not an editor 403. */
export async function expectEditorsOnly(ctx: TestContext, shopperEmail: string, calls: Array<['GET' | 'POST', string, unknown?]>) {
  const shopper = bearer(await signIn(ctx, shopperEmail));
  for (const [method, path, body] of calls) {
    expect(await call(ctx.app, method, `/api${path}`, { body }), `${method} ${path} signed out`).toMatchObject({ status: 401, code: 4001 });
    expect(await call(ctx.app, method, `/api${path}`, { body, headers: shopper }), `${method} ${path} as a shopper`).toMatchObject({
      status: 403,
      code: 403,
    });
  }
}

/** How many changes are recorded (to show that a refused write recorded none). */
export const changeCount = async (ctx: TestContext) => (await ctx.db.select({ id: editorChanges.id }).from(editorChanges)).length;

/** An editor sets a colour's count on hand, naming the count they saw (read from the database). */
export async function setOnHand(ctx: Pick<TestContext, 'app' | 'db'>, headers: Record<string, string>, skuId: number, onHand: number) {
  const [seen] = await ctx.db.select({ n: productSkus.onHand }).from(productSkus).where(eq(productSkus.id, skuId));
  return call(ctx.app, 'POST', '/api/editor/sku/update', { headers, body: { id: skuId, on_hand: onHand, on_hand_seen: seen?.n ?? 0 } });
}
